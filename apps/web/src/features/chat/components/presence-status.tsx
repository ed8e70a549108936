import type { ChatPresenceStatus } from '@keeling/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { useTranslation } from '../../../locales/use-translation';

const COLOR: Record<ChatPresenceStatus, string> = {
  online: 'success.main',
  away: 'warning.main',
  busy: 'error.main',
  offline: 'text.disabled',
};

interface PresenceStatusProps {
  status: ChatPresenceStatus;
  /** The word beside the dot (the header), or only for screen readers (the list). */
  showLabel?: boolean;
}

/** A coloured dot and the status in words: online, away, busy or offline. */
export function PresenceStatus({ status, showLabel = false }: PresenceStatusProps) {
  const { t } = useTranslation('chat');
  return (
    <Box
      component="span"
      data-testid="chat-presence"
      data-status={status}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: COLOR[status],
          // offline is a ring: the state is not told by colour alone
          ...(status === 'offline' && {
            bgcolor: 'transparent',
            border: 2,
            borderColor: COLOR[status],
          }),
        }}
      />
      {showLabel ? (
        <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
          {t(`presence.${status}`)}
        </Typography>
      ) : (
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {t(`presence.${status}`)}
        </Box>
      )}
    </Box>
  );
}
