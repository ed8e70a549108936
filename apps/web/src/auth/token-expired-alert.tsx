import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from '../locales/use-translation';

/** SPEC §8: 'Token expired', kept visible across the redirect to the login page. */
export default function TokenExpiredAlert({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Snackbar
      open
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
