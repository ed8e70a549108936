import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from '../locales/use-translation';

interface TokenExpiredAlertProps {
  open: boolean;
  onClose: () => void;
}

/** SPEC §8: 'Token expired', kept visible across the redirect to the login page. */
export function TokenExpiredAlert({ open, onClose }: TokenExpiredAlertProps) {
  const { t } = useTranslation();
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
    >
      <Alert severity="warning" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {t('tokenExpired')}
      </Alert>
    </Snackbar>
  );
}
