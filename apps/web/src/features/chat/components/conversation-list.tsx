import type { ChatConversation, ChatPresenceStatus } from '@keeling/contract';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { OutlinedField } from '../../../components/outlined-field';
import { SEARCH_DEBOUNCE_MS } from '../../../components/search-field';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { unreadLabel } from '../../../lib/chat-queries';
import { initials } from '../../../lib/initials';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useSearchMessages } from '../api/chat';
import { conversationTitle } from '../utils/conversation-title';
import { previewKey } from '../utils/preview-key';
import { PresenceStatus } from './presence-status';

interface ConversationListProps {
  conversations: ChatConversation[];
  myId: string | undefined;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  /** Online, away, busy or offline of a person (the other of a direct conversation). */
  presenceOf: (userId: string) => ChatPresenceStatus;
}

/** The caller's conversations, latest activity first, with unread badges; searchable by name. */
export function ConversationList({
  conversations,
  myId,
  selectedId,
  onSelect,
  presenceOf,
}: ConversationListProps) {
  const { t } = useTranslation('chat');
  const format = useLocaleFormat();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useSearchMessages(settled);
  const titles = new Map(conversations.map((c) => [c.id, conversationTitle(c, myId)]));
  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    if (!needle) return conversations;
    return conversations.filter((c) =>
      [conversationTitle(c, myId), ...c.members.map((m) => m.name)].some((name) =>
        name.toLocaleLowerCase().includes(needle),
      ),
    );
  }, [conversations, search, myId]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ p: 2 }}>
        <OutlinedField
          type="search"
          size="small"
          fullWidth
          label={t('list.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Box>
      {settled.length >= 2 && (found.data?.items.length ?? 0) > 0 && (
        <Box
          component="section"
          aria-labelledby="chat-found-heading"
          sx={{ maxHeight: '45%', overflowY: 'auto' }}
        >
          <Typography
            id="chat-found-heading"
            variant="overline"
            component="h2"
            sx={{ px: 2, color: 'text.secondary' }}
          >
            {t('list.foundMessages')}
          </Typography>
          <List dense sx={{ py: 0 }}>
            {found.data?.items.map((message) => (
              <li key={message.id}>
                <ListItemButton onClick={() => onSelect(message.conversationId)}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                      {titles.get(message.conversationId) ?? ''}
                    </Typography>
                    <Typography variant="body2" noWrap dir="auto" sx={{ color: 'text.secondary' }}>
                      {message.body}
                    </Typography>
                  </Box>
                </ListItemButton>
              </li>
            ))}
          </List>
        </Box>
      )}
      {shown.length === 0 ? (
        <Typography role="status" sx={{ px: 2, color: 'text.secondary' }}>
          {search ? t('list.noMatch') : t('list.empty')}
        </Typography>
      ) : (
        <List aria-label={t('list.label')} sx={{ overflowY: 'auto', flex: 1, py: 0 }}>
          {shown.map((conversation) => {
            const title = conversationTitle(conversation, myId);
            const last = conversation.lastMessage;
            const preview = !last
              ? t('list.noMessage')
              : last.deletedAt
                ? t('message.deleted')
                : last.body || t(previewKey(last));
            const unread = conversation.unread;
            const other =
              conversation.kind === 'direct'
                ? conversation.members.find((m) => m.id !== myId)
                : undefined;
            return (
              <li key={conversation.id}>
                <ListItemButton
                  selected={conversation.id === selectedId}
                  aria-current={conversation.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(conversation.id)}
                  sx={{ gap: 1.5, alignItems: 'flex-start' }}
                >
                  <Badge
                    color="error"
                    badgeContent={unread > 0 ? unreadLabel(unread) : undefined}
                    data-testid={`unread-${conversation.id}`}
                  >
                    <Avatar aria-hidden="true">{initials(title)}</Avatar>
                  </Badge>
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                      {other && <PresenceStatus status={presenceOf(other.id)} />}
                      <Typography
                        component="span"
                        noWrap
                        sx={{ flex: 1, fontWeight: unread > 0 ? 700 : 500 }}
                      >
                        {title}
                      </Typography>
                      <Typography
                        component="span"
                        variant="caption"
                        sx={{ color: 'text.secondary' }}
                      >
                        {format.relative(Date.parse(conversation.lastActivityAt))}
                      </Typography>
                    </Box>
                    <Typography variant="body2" noWrap dir="auto" sx={{ color: 'text.secondary' }}>
                      {preview}
                    </Typography>
                    {unread > 0 && (
                      <Box component="span" sx={VISUALLY_HIDDEN}>
                        {t('list.unread', { count: unread })}
                      </Box>
                    )}
                  </Box>
                </ListItemButton>
              </li>
            );
          })}
        </List>
      )}
    </Box>
  );
}
