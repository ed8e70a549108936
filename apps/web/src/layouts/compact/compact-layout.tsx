import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { NeedHelpLink } from '../../components/need-help-link';
import { APP_NAME } from '../../config/app-name';
import { paths } from '../../config/paths';
import { SettingsButton } from '../../settings/settings-button';
import { layoutConfig } from '../dashboard/layout-config';

/** SPEC §9 logo image. */
const LOGO_SRC = '/logo/logo_1024x1024_2.png';

/** SPEC §2 compact layout: a simple top bar (logo, settings, 'Need help?') and centred content. */
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
        <Box component={RouterLink} to={paths.root} sx={{ display: 'inline-flex' }}>
          <img src={LOGO_SRC} alt={APP_NAME} width={40} height={40} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <SettingsButton />
          <NeedHelpLink />
        </Box>
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
