import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { MenuIcon } from '../../components/icons';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';
import { useTranslation } from '../../locales/use-translation';
import { SettingsButton } from '../../settings/settings-button';
import { AccountMenu } from './account-menu';
import { focusRing } from './focus-ring';
import { LanguagePopover } from './language-popover';
import { layoutConfig } from './layout-config';

interface HeaderProps {
  onOpenNav: () => void;
  /** Horizontal layout: the logo sits in the header (lg+) and the nav bar below it. */
  isHorizontal?: boolean;
  bottom?: ReactNode;
}

/** Sticky, blurred top bar: 64 px on mobile, 80 px on lg+ (SPEC §9). */
export function Header({ onOpenNav, isHorizontal = false, bottom }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="sticky"
      color="transparent"
      sx={(theme) => ({
        boxShadow: 'none',
        backdropFilter: 'blur(6px)',
        backgroundColor: alpha(theme.palette.background.default, 0.8),
      })}
    >
      <Toolbar
        sx={{
          minHeight: { xs: layoutConfig.header.mobile, lg: layoutConfig.header.desktop },
          px: { xs: 2, sm: 3, lg: 5 },
          gap: 1,
        }}
      >
        <IconButton
          aria-label={t('nav.open')}
          onClick={onOpenNav}
          sx={(theme) => ({ display: { lg: 'none' }, ml: -1, ...focusRing(theme) })}
        >
          <MenuIcon />
        </IconButton>
        {isHorizontal && (
          <Logo
            href={paths.dashboard.root}
            size={36}
            sx={{ display: { xs: 'none', lg: 'inline-flex' } }}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <LanguagePopover />
        <SettingsButton sx={(theme) => focusRing(theme)} />
        <AccountMenu />
      </Toolbar>
      {bottom}
    </AppBar>
  );
}
