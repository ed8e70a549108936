import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../../lib/retry-import';

/** Replaces React Router's 'Unexpected Application Error!' with a page that offers a way out. */
export function RouteErrorPage() {
  const error = useRouteError();
  const isChunk = isChunkLoadError(error);
  if (!isChunk) console.error(error);

  const title = isChunk
    ? 'This page could not be loaded'
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : 'Something went wrong';
  const text = isChunk
    ? 'Your connection dropped or a new version of the app was released. Reload to continue.'
    : 'An unexpected error occurred. Reloading usually helps; if not, go back to the start.';

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
            Reload
          </Button>
          <Button size="large" variant="outlined" color="inherit" href="/">
            Go to home
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
