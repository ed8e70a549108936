import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from '../locales/use-translation';
import { Logo } from './logo';

/**
 * Shown in place of the routes while auth or the first route loads: the brand mark over a
 * progress bar. index.html carries the same screen from the build (boot/boot-screen.tsx), so it
 * shows from the first paint; the bar takes the page's text colour.
 */
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
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: 5,
      }}
    >
      <Logo href="" size={56} />
      <LinearProgress color="inherit" aria-hidden sx={{ width: 1, maxWidth: 360, height: 4 }} />
    </Box>
  );
}
