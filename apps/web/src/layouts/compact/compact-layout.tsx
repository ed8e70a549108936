import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { Logo } from '../../components/logo';
import { layoutConfig } from '../dashboard/layout-config';

/** SPEC §2 compact layout: a simple top bar (logo, 'Need help?') and centred content. */
export function CompactLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          height: { xs: layoutConfig.header.mobile, md: layoutConfig.header.desktop },
          px: { xs: 2, md: 5 },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Logo />
        <Link
          component={RouterLink}
          to={paths.root}
          color="inherit"
          sx={{ typography: 'subtitle2' }}
        >
          Need help?
        </Link>
      </Box>
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: 2,
          py: { xs: 5, md: 10 },
        }}
      >
        <Box sx={{ width: 1, maxWidth: 448, textAlign: 'center' }}>{children}</Box>
      </Box>
    </Box>
  );
}
