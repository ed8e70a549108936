import type { ChatMessage } from '@keeling/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { ItemChip } from '../../../components/item-link/item-chip';
import { OutlinedField } from '../../../components/outlined-field';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { linkify } from '../utils/linkify';

interface MessageItemProps {
  message: ChatMessage;
  authorName: string;
  mine: boolean;
  /** Shown under one's last message of a direct conversation the other has read. */
  readByOther: boolean;
  editing: boolean;
  onEditStart: (message: ChatMessage) => void;
  onEditEnd: (message: ChatMessage, body: string | null) => void;
  onDelete: (message: ChatMessage) => void;
  onReply: (message: ChatMessage) => void;
  /** The message this one answers, when it is held: its author and text. */
  quotedAuthor: string | null;
  quotedBody: string | null;
  /** A site admin may remove anyone's message. */
  canModerate: boolean;
}

/**
 * One message: its author, text with links (never HTML), images, edited / deleted, time. Memoised
 * (its props are the message and plain values, its handlers stable): an older page drawn above
 * renders only its own messages.
 */
export const MessageItem = memo(function MessageItem(props: MessageItemProps) {
  const { message, authorName, mine, readByOther, editing, canModerate } = props;
  const quoted =
    props.quotedAuthor === null ? null : { author: props.quotedAuthor, body: props.quotedBody };
  const { t } = useTranslation('chat');
  const format = useLocaleFormat();
  const deleted = message.deletedAt !== null;
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: mine ? 'flex-end' : 'flex-start',
        px: 2,
        py: 0.5,
      }}
    >
      <Box
        sx={{
          maxWidth: { xs: '85%', md: '70%' },
          bgcolor: (theme) =>
            mine ? alpha(theme.palette.primary.main, 0.14) : theme.palette.background.neutral,
          color: 'text.primary',
          borderRadius: 2,
          px: 1.5,
          py: 1,
        }}
      >
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          <Box component="bdi" sx={{ fontWeight: 600 }}>
            {mine ? t('message.you') : authorName}
          </Box>
          {' · '}
          <time dateTime={message.createdAt}>{format.dateTime(message.createdAt)}</time>
          {message.editedAt && !deleted && ` · ${t('message.edited')}`}
        </Typography>
        {quoted && !deleted && (
          <Box
            sx={{
              borderInlineStart: 3,
              borderColor: 'divider',
              px: 1,
              my: 0.5,
              color: 'text.secondary',
            }}
          >
            <Typography variant="caption" component="p" noWrap dir="auto">
              <bdi>{quoted.author}</bdi>: {quoted.body}
            </Typography>
          </Box>
        )}
        {deleted ? (
          <Typography sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
            {t('message.deleted')}
          </Typography>
        ) : editing ? (
          <EditField initial={message.body} onEnd={(body) => props.onEditEnd(message, body)} />
        ) : (
          <>
            {message.body && (
              <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {linkify(message.body).map((part, index) =>
                  part.kind === 'link' ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
                    <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer">
                      {part.text}
                    </Link>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
                    <span key={index}>{part.text}</span>
                  ),
                )}
              </Typography>
            )}
            {message.attachments.map(({ url, name, kind }) =>
              kind === 'image' ? (
                <Box
                  key={url}
                  component="img"
                  src={url}
                  alt={t('message.image', { name: mine ? t('message.you') : authorName })}
                  loading="lazy"
                  sx={{
                    display: 'block',
                    mt: 1,
                    maxWidth: '100%',
                    maxHeight: 240,
                    borderRadius: 1,
                  }}
                />
              ) : (
                // another file: a link that downloads it under the sender's name
                <Link
                  key={url}
                  href={url}
                  download={name}
                  dir="auto"
                  sx={{ display: 'block', mt: 1, overflowWrap: 'anywhere' }}
                >
                  {t('message.file', { name })}
                </Link>
              ),
            )}
            {message.item && (
              <Box sx={{ mt: 1 }}>
                <ItemChip item={message.item} size="medium" />
              </Box>
            )}
          </>
        )}
        {!deleted && !editing && (
          <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
            <Button size="small" onClick={() => props.onReply(message)}>
              {t('message.reply')}
            </Button>
            {mine && (
              <Button size="small" onClick={() => props.onEditStart(message)}>
                {t('message.edit')}
              </Button>
            )}
            {(mine || canModerate) && (
              <Button size="small" color="error" onClick={() => props.onDelete(message)}>
                {t('message.delete')}
              </Button>
            )}
          </Box>
        )}
        {readByOther && (
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', textAlign: 'end' }}
          >
            {t('message.read')}
          </Typography>
        )}
      </Box>
    </Box>
  );
});

/** Enter saves, Shift+Enter a new line, Escape cancels. */
function EditField({ initial, onEnd }: { initial: string; onEnd: (body: string | null) => void }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState(initial);
  return (
    <OutlinedField
      multiline
      fullWidth
      size="small"
      autoFocus
      label={t('message.editLabel')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        input: {
          onKeyDown: (event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onEnd(null);
            } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              onEnd(text.trim() ? text.trim() : null);
            }
          },
        },
      }}
      sx={{ mt: 1, minWidth: 240 }}
    />
  );
}
