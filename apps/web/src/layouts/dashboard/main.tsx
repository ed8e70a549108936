import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/** The page area next to the nav. Stretch (SPEC §2) will widen the container later. */
export function Main({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', pt: 1, pb: { xs: 8, lg: 10 } }}
    >
      <Container maxWidth="xl" sx={{ px: { xs: 2, sm: 3, lg: 5 } }}>
        {children}
      </Container>
    </Box>
  );
}
