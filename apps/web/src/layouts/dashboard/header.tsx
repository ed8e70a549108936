import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import { MenuIcon } from '../../components/icons';
import { AccountMenu } from './account-menu';
import { layoutConfig } from './layout-config';

interface HeaderProps {
  onOpenNav: () => void;
}

/** Sticky, blurred top bar: 64 px on mobile, 80 px on lg+ (SPEC §9). */
export function Header({ onOpenNav }: HeaderProps) {
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
          aria-label="Open navigation"
          onClick={onOpenNav}
          sx={{ display: { lg: 'none' }, ml: -1 }}
        >
          <MenuIcon />
        </IconButton>
        <Box sx={{ flexGrow: 1 }} />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
