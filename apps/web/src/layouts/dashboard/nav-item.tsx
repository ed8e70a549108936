import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { layoutConfig } from './layout-config';
import type { NavItem as NavItemData } from './nav-config';
import { navIcons } from './nav-icons';

interface NavItemProps {
  item: NavItemData;
  isActive: boolean;
}

export function NavItem({ item, isActive }: NavItemProps) {
  const Icon = item.icon ? navIcons[item.icon] : null;
  return (
    <ListItemButton
      component={RouterLink}
      to={item.path}
      disabled={item.disabled}
      aria-current={isActive ? 'page' : undefined}
      sx={(theme) => ({
        minHeight: layoutConfig.navItemHeight.vertical,
        px: 1.5,
        py: 0.5,
        gap: 2,
        color: 'text.secondary',
        ...(isActive && {
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.08),
          '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.16) },
        }),
      })}
    >
      {Icon && <Icon sx={{ fontSize: 24 }} />}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          variant="body2"
          noWrap
          sx={{ fontWeight: isActive ? 600 : 500, textTransform: 'capitalize' }}
        >
          {item.title}
        </Typography>
        {item.caption && (
          <Typography variant="caption" noWrap sx={{ display: 'block', color: 'text.disabled' }}>
            {item.caption}
          </Typography>
        )}
      </Box>
      {item.info && (
        <Box component="span" sx={{ typography: 'caption', fontWeight: 700, color: 'error.main' }}>
          {item.info}
        </Box>
      )}
    </ListItemButton>
  );
}
