import { CHAT_LIMITS, type ChatAttachment, type ItemRef } from '@keeling/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { lazy, useRef, useState } from 'react';
import { LoadOnOpen } from '../../../components/load-on-open';
import { OutlinedField } from '../../../components/outlined-field';
import { errorMessage } from '../../../lib/error-message';
import { retryImport } from '../../../lib/retry-import';
import { useTranslation } from '../../../locales/use-translation';
import { ACCEPTED_ATTACHMENT_TYPES, uploadAttachment } from '../api/upload-attachment';

/** The shared item picker (MUI's Autocomplete) loads when the person first links an item. */
const ItemLinkField = lazy(() =>
  retryImport(() => import('./item-link-field')).then((module) => ({
    default: module.ItemLinkField,
  })),
);

interface ComposerProps {
  onSend: (body: string, attachments: ChatAttachment[], item: ItemRef | null) => Promise<unknown>;
  /** The text changed: the others may be told one is typing. */
  onTyping: () => void;
  /** The message being answered: its author and text, and how to stop answering it. */
  replyingTo: { author: string; body: string } | null;
  onCancelReply: () => void;
  /** Up in an empty composer: edit one's last message. */
  onEditLast: () => void;
}

/** The message box: Enter sends, Shift+Enter a new line, Up (when empty) edits the last own one. */
export function Composer(props: ComposerProps) {
  const { onSend, onTyping, onEditLast, replyingTo, onCancelReply } = props;
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<ChatAttachment[]>([]);
  const [linking, setLinking] = useState(false);
  const [item, setItem] = useState<ItemRef | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const send = async () => {
    const body = text.trim();
    if ((!body && attachments.length === 0 && !item) || busy) return;
    setBusy(true);
    setError('');
    try {
      await onSend(body, attachments, item);
      setText('');
      setAttachments([]);
      setItem(null);
      setLinking(false);
    } catch (failure) {
      setError(errorMessage(t, failure));
    } finally {
      setBusy(false);
    }
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    setError('');
    try {
      const attachment = await uploadAttachment(file);
      setAttachments((current) => [...current, attachment].slice(0, CHAT_LIMITS.attachments));
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  };

  return (
    <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {replyingTo && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="body2" noWrap dir="auto" sx={{ flex: 1, color: 'text.secondary' }}>
            {t('composer.replyingTo', { name: replyingTo.author })} <bdi>{replyingTo.body}</bdi>
          </Typography>
          <Button size="small" onClick={onCancelReply}>
            {t('composer.cancelReply')}
          </Button>
        </Box>
      )}
      {attachments.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          {attachments.map(({ url, name, kind }, index) => (
            <Box key={url} sx={{ position: 'relative' }}>
              {kind === 'image' ? (
                <Box
                  component="img"
                  src={url}
                  alt={t('composer.attachment', { number: index + 1 })}
                  sx={{ height: 56, borderRadius: 1, display: 'block' }}
                />
              ) : (
                <Typography
                  variant="body2"
                  dir="auto"
                  sx={{
                    height: 56,
                    px: 1.5,
                    display: 'flex',
                    alignItems: 'center',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    maxWidth: 220,
                  }}
                  noWrap
                >
                  {t('message.file', { name })}
                </Typography>
              )}
              <IconButton
                size="small"
                aria-label={t('composer.removeAttachment', { number: index + 1 })}
                onClick={() => setAttachments((current) => current.filter((a) => a.url !== url))}
                sx={{
                  position: 'absolute',
                  top: -8,
                  insetInlineEnd: -8,
                  bgcolor: 'background.paper',
                }}
              >
                ×
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <LoadOnOpen open={linking}>
        {linking && (
          <Box sx={{ mb: 1, maxWidth: 420 }}>
            <ItemLinkField
              value={item}
              onChange={(next) => {
                setItem(next);
                if (!next) setLinking(false);
              }}
            />
          </Box>
        )}
      </LoadOnOpen>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_ATTACHMENT_TYPES}
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(event) => {
            void attach(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button variant="outlined" color="inherit" onClick={() => fileInput.current?.click()}>
          {t('composer.attach')}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          aria-pressed={linking}
          onClick={() => {
            setLinking((current) => !current);
            setItem(null);
          }}
        >
          {t('composer.linkItem')}
        </Button>
        <OutlinedField
          multiline
          maxRows={6}
          fullWidth
          size="small"
          label={t('composer.label')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onTyping();
          }}
          slotProps={{
            htmlInput: { maxLength: CHAT_LIMITS.body },
            input: {
              onKeyDown: (event) => {
                if (event.nativeEvent.isComposing) return;
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  void send();
                } else if (event.key === 'ArrowUp' && text === '') {
                  event.preventDefault();
                  onEditLast();
                } else if (event.key === 'Escape' && text !== '') {
                  event.preventDefault();
                  setText('');
                }
              },
            },
          }}
        />
        <Button variant="contained" onClick={() => void send()} loading={busy}>
          {t('composer.send')}
        </Button>
      </Box>
    </Box>
  );
}
