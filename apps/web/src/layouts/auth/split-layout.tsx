import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Logo } from '../../components/logo';
import { NeedHelpLink } from '../../components/need-help-link';
import { SettingsButton } from '../../settings/settings-button';
import { AuthSection, type AuthSectionProps } from './auth-section';

interface AuthSplitLayoutProps {
  section?: AuthSectionProps;
  children: ReactNode;
}

/**
 * Login/register shell: the compact header (logo, settings, 'Need help?': SPEC §2), the side
 * section on md+, the form centred on the right.
 */
export function AuthSplitLayout({ section, children }: AuthSplitLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        position: 'relative',
      }}
    >
      <Box
        component="header"
        sx={{
          position: 'absolute',
          top: 0,
          left: 0,
          right: 0,
          zIndex: 1,
          height: { xs: 64, md: 80 },
          px: { xs: 2, md: 5 },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Logo />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <SettingsButton />
          <NeedHelpLink />
        </Box>
      </Box>
      <AuthSection {...section} />
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'center',
          px: 2,
          pt: { xs: 2, md: 12 },
          pb: { xs: 6, md: 10 },
        }}
      >
        <Box sx={{ width: 1, maxWidth: 420 }}>{children}</Box>
      </Box>
    </Box>
  );
}
