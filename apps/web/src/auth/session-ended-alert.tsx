import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from '../locales/use-translation';
import type { SessionEnd } from './session-end';

/**
 * SPEC §8: 'Token expired', kept visible across the redirect to the login page; a session the
 * server ended for a reason of its own (ban, password changed elsewhere…) says that reason.
 */
export default function SessionEndedAlert({
  reason,
  onClose,
}: {
  reason: SessionEnd;
  onClose: () => void;
}) {
  const { t } = useTranslation('errors');
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      onClose={(_event, closeReason) => {
        if (closeReason !== 'clickaway') onClose();
      }}
    >
      <Alert severity="warning" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {reason === 'expired' ? t('common:tokenExpired') : t(reason)}
      </Alert>
    </Snackbar>
  );
}
