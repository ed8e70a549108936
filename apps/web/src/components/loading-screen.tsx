import Box from '@mui/material/Box';
import { useTranslation } from '../locales/use-translation';
import { IndeterminateBar } from './indeterminate-bar';

/** Shown in place of the routes while auth or the first route loads. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('loading')}
      sx={{
        flexGrow: 1,
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 5,
      }}
    >
      <IndeterminateBar color="text.primary" sx={{ width: 1, maxWidth: 360, height: 4 }} />
    </Box>
  );
}
