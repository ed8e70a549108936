import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from '../locales/use-translation';

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
      <LinearProgress
        color="inherit"
        aria-hidden
        sx={{ width: 1, maxWidth: 360, height: 4, color: 'text.primary' }}
      />
    </Box>
  );
}
