import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../locales/use-translation';

/** "Ana is typing…" under the messages (announced politely); empty when no one is. */
export function TypingIndicator({ names }: { names: string[] }) {
  const { t } = useTranslation('chat');
  const [first, second] = names;
  const text =
    first === undefined
      ? ''
      : second === undefined
        ? t('typing.one', { name: first })
        : names.length === 2
          ? t('typing.two', { first, second })
          : t('typing.several');
  return (
    <Typography
      role="status"
      variant="caption"
      component="p"
      data-testid="chat-typing"
      sx={{ px: 2, minHeight: 20, color: 'text.secondary', fontStyle: 'italic' }}
    >
      {text}
    </Typography>
  );
}
