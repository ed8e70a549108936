import { CHAT_EVENT_KINDS, type ChatMessage, chatTopicConversation } from '@keeling/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthContext } from '../../../auth/auth-context';
import { StateMessage } from '../../../components/state-message';
import { APP_NAME } from '../../../config/app-name';
import { useLiveChanges } from '../../../lib/live-events';
import { retryImport } from '../../../lib/retry-import';
import { useTranslation } from '../../../locales/use-translation';
import {
  chatKeys,
  messagesOf,
  useConversations,
  useDeleteMessage,
  useEditMessage,
  useHistory,
  useMarkRead,
  usePresence,
  useSendMessage,
  useSetBusy,
  useTypingSignal,
} from '../api/chat';
import { useTypingPeople } from '../api/use-typing-people';
import { Composer } from '../components/composer';
import { ConversationList } from '../components/conversation-list';
import { PresenceStatus } from '../components/presence-status';
import { TypingIndicator } from '../components/typing-indicator';
import { conversationTitle } from '../utils/conversation-title';
import { previewKey } from '../utils/preview-key';

/** The virtualised history (@tanstack/react-virtual, the messages' parts) loads after the first paint. */
const MessageList = lazy(() =>
  retryImport(() => import('../components/message-list')).then((module) => ({
    default: module.MessageList,
  })),
);
/** The dialogs (MUI's Autocomplete, Popper, Modal) load when they first open. */
const NewConversationDialog = lazy(() =>
  retryImport(() => import('../components/new-conversation-dialog')).then((module) => ({
    default: module.NewConversationDialog,
  })),
);
const GroupDialog = lazy(() =>
  retryImport(() => import('../components/group-dialog')).then((module) => ({
    default: module.GroupDialog,
  })),
);

/**
 * Team chat (issue 33): the conversations beside the open one on wide screens, one at a time on
 * a phone (`?c=<id>` in the URL). Others' messages, edits, deletes and read positions arrive
 * through the live stream; the read position moves to the newest message on screen.
 */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const { user } = useAuthContext();
  const myId = user?.id;
  const queryClient = useQueryClient();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('c') ?? undefined;
  const [creating, setCreating] = useState(false);
  const conversations = useConversations();
  const presence = usePresence();
  const setBusy = useSetBusy();
  const busy = presence.data?.items.find((p) => p.userId === myId)?.busy ?? false;

  useLiveChanges({
    onSignal: (signal) => {
      if (signal.kind === CHAT_EVENT_KINDS.presence)
        void queryClient.invalidateQueries({ queryKey: chatKeys.presence() });
    },
    onChange: (change) => {
      if (!change.kind.startsWith('chat.')) return;
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
      if (change.kind === CHAT_EVENT_KINDS.conversation)
        void queryClient.invalidateQueries({ queryKey: chatKeys.presence() });
      const id = chatTopicConversation(change.topic);
      if (id && change.kind !== 'chat.read')
        void queryClient.invalidateQueries({ queryKey: chatKeys.history(id) });
    },
    onReset: () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });

  const select = (id: string | undefined) => setParams(id ? { c: id } : {});
  const selected = conversations.data?.items.find((c) => c.id === selectedId);
  const showList = !isPhone || !selected;
  const showConversation = !isPhone || selected;

  return (
    <Box sx={{ px: { xs: 1, md: 3 }, py: 2 }}>
      <title>{t('common:brandTitle', { page: t('pageTitle'), app: APP_NAME })}</title>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={busy}
              disabled={!presence.data || setBusy.isPending}
              onChange={(event) => setBusy.mutate(event.target.checked)}
            />
          }
          label={t('presence.busyToggle')}
        />
        <Button variant="contained" onClick={() => setCreating(true)}>
          {t('newConversation')}
        </Button>
      </Stack>
      {conversations.isError ? (
        <StateMessage
          role="alert"
          title={t('states.error')}
          onRetry={() => void conversations.refetch()}
          retryLabel={t('states.retry')}
        />
      ) : !conversations.data ? (
        <StateMessage role="status" title={t('states.loading')} />
      ) : (
        <Card
          sx={{
            display: 'flex',
            height: { xs: 'calc(100dvh - 170px)', md: 'min(760px, calc(100dvh - 250px))' },
            minHeight: 420,
          }}
        >
          {showList && (
            <Box
              component="nav"
              aria-label={t('list.label')}
              sx={{
                width: { xs: '100%', md: 320 },
                flexShrink: 0,
                borderInlineEnd: { md: 1 },
                borderColor: { md: 'divider' },
              }}
            >
              <ConversationList
                conversations={conversations.data.items}
                myId={myId}
                selectedId={selectedId}
                onSelect={select}
                presenceOf={(userId) =>
                  presence.data?.items.find((p) => p.userId === userId)?.status ?? 'offline'
                }
              />
            </Box>
          )}
          {showConversation && (
            <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
              {selected ? (
                <ConversationView
                  key={selected.id}
                  conversationId={selected.id}
                  onBack={isPhone ? () => select(undefined) : undefined}
                  onLeft={() => select(undefined)}
                />
              ) : (
                <Box sx={{ m: 'auto', p: 3 }}>
                  <Typography sx={{ color: 'text.secondary' }}>{t('pickOne')}</Typography>
                </Box>
              )}
            </Box>
          )}
        </Card>
      )}
      <Suspense fallback={null}>
        {creating && (
          <NewConversationDialog
            onClose={() => setCreating(false)}
            onCreated={(id) => {
              setCreating(false);
              select(id);
            }}
          />
        )}
      </Suspense>
    </Box>
  );
}

interface ConversationViewProps {
  conversationId: string;
  onBack: (() => void) | undefined;
  onLeft: () => void;
}

function ConversationView({ conversationId, onBack, onLeft }: ConversationViewProps) {
  const { t } = useTranslation('chat');
  const { user } = useAuthContext();
  const myId = user?.id;
  const conversations = useConversations();
  const conversation = conversations.data?.items.find((c) => c.id === conversationId);
  const history = useHistory(conversationId);
  const messages = useMemo(() => messagesOf(history.data), [history.data]);
  const send = useSendMessage(conversationId);
  const edit = useEditMessage(conversationId);
  const remove = useDeleteMessage(conversationId);
  const markRead = useMarkRead(conversationId);
  const presence = usePresence();
  const typingIds = useTypingPeople(conversationId, messages);
  const signalTyping = useTypingSignal(conversationId);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [managing, setManaging] = useState(false);
  const readSent = useRef(0);

  const myReadSeq = conversation?.members.find((m) => m.id === myId)?.readSeq ?? 0;
  const onSeen = useCallback(
    (seq: number) => {
      if (seq <= Math.max(myReadSeq, readSent.current)) return;
      readSent.current = seq;
      markRead.mutate(seq);
    },
    [myReadSeq, markRead],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  // stable, so that the memoised messages render again only when they change
  const { mutate: editMessage } = edit;
  const { mutate: removeMessage } = remove;
  const endEdit = useCallback(
    (message: ChatMessage, body: string | null) => {
      setEditingId(null);
      if (body !== null && body !== message.body)
        editMessage({ id: message.id, version: message.version, body });
    },
    [editMessage],
  );
  const startEdit = useCallback((message: ChatMessage) => setEditingId(message.id), []);
  const deleteMessage = useCallback(
    (message: ChatMessage) => removeMessage(message.id),
    [removeMessage],
  );
  const onLoadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  if (!conversation) return null;
  const title = conversationTitle(conversation, myId);
  const statusOf = (userId: string) =>
    presence.data?.items.find((p) => p.userId === userId)?.status ?? 'offline';
  const others = conversation.members.filter((m) => m.id !== myId);
  const onlineCount = others.filter((m) => statusOf(m.id) !== 'offline').length;
  const typingNames = typingIds
    .map((id) => conversation.members.find((m) => m.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  const lastMine = [...messages].reverse().find((m) => m.authorId === myId && !m.deletedAt);

  return (
    <>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {onBack && (
          <Button size="small" onClick={onBack}>
            {t('back')}
          </Button>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" noWrap>
            {title}
          </Typography>
          {conversation.kind === 'direct' && others[0] ? (
            <PresenceStatus status={statusOf(others[0].id)} showLabel />
          ) : (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('presence.onlineCount', { count: onlineCount })}
            </Typography>
          )}
        </Box>
        {conversation.kind === 'group' && (
          <Button size="small" onClick={() => setManaging(true)}>
            {t('members', { count: conversation.members.length })}
          </Button>
        )}
      </Stack>
      {history.isError ? (
        <StateMessage
          role="alert"
          title={t('states.historyError')}
          onRetry={() => void history.refetch()}
          retryLabel={t('states.retry')}
        />
      ) : history.isPending ? (
        <StateMessage role="status" title={t('states.loadingHistory')} />
      ) : messages.length === 0 ? (
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Typography sx={{ color: 'text.secondary' }}>{t('history.empty')}</Typography>
        </Box>
      ) : (
        <Suspense fallback={<StateMessage role="status" title={t('states.loadingHistory')} />}>
          <MessageList
            conversation={conversation}
            messages={messages}
            myId={myId}
            canModerate={user?.role === 'admin'}
            hasOlder={hasNextPage}
            loadingOlder={isFetchingNextPage}
            onLoadOlder={onLoadOlder}
            onSeen={onSeen}
            editingId={editingId}
            onEditStart={startEdit}
            onEditEnd={endEdit}
            onDelete={deleteMessage}
            onReply={setReplyTo}
          />
        </Suspense>
      )}
      <TypingIndicator names={typingNames} />
      <Composer
        onTyping={signalTyping}
        onSend={async (body, attachments, item) => {
          const replyToId = replyTo?.id ?? null;
          await send.mutateAsync({
            clientId: crypto.randomUUID(),
            body,
            attachments: attachments.map(({ url, name }) => ({ url, name })),
            item,
            replyToId,
          });
          setReplyTo(null);
        }}
        replyingTo={
          replyTo && {
            author:
              replyTo.authorId === myId
                ? t('message.you')
                : (conversation.members.find((m) => m.id === replyTo.authorId)?.name ??
                  t('message.formerMember')),
            body: replyTo.body || t(previewKey(replyTo)),
          }
        }
        onCancelReply={() => setReplyTo(null)}
        onEditLast={() => lastMine && setEditingId(lastMine.id)}
      />
      <Suspense fallback={null}>
        {managing && (
          <GroupDialog
            conversation={conversation}
            myId={myId}
            onClose={() => setManaging(false)}
            onLeft={() => {
              setManaging(false);
              onLeft();
            }}
          />
        )}
      </Suspense>
    </>
  );
}
