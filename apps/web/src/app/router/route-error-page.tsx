import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../../lib/retry-import';
import { useTranslation } from '../../locales/use-translation';

/** Replaces React Router's 'Unexpected Application Error!' with a page that offers a way out. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const isChunk = isChunkLoadError(error);
  if (!isChunk) console.error(error);

  const title = isChunk
    ? t('routeError.chunkTitle')
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : t('routeError.title');
  const text = isChunk ? t('routeError.chunkText') : t('routeError.text');

  return (
    <Box
      component="main"
      sx={{
        flexGrow: 1,
        minHeight: '70vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 480, textAlign: 'center', alignItems: 'center' }}>
        <Typography variant="h3" component="h1">
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
        <Stack direction="row" spacing={1.5}>
          <Button
            size="large"
            variant="contained"
            color="inherit"
            onClick={() => window.location.reload()}
          >
            {t('routeError.reload')}
          </Button>
          <Button size="large" variant="outlined" color="inherit" href="/">
            {t('goHome')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
