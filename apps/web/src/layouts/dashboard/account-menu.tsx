import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useAuthContext } from '../../auth/auth-context';
import { LogoutIcon } from '../../components/icons';

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** Avatar button opening name, email, role and Logout. */
export function AccountMenu() {
  const { user, logout } = useAuthContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!user) return null;

  return (
    <>
      <IconButton
        aria-label="Account"
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.25, border: (theme) => `2px solid ${theme.palette.primary.main}` }}
      >
        <Avatar
          src={user.photoURL ?? undefined}
          alt={user.displayName}
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15 }}
        >
          {initials(user.displayName)}
        </Avatar>
      </IconButton>
      <Popover
        id={menuId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 240, mt: 1 } } }}
      >
        <Box sx={{ p: 2, pb: 1.5 }}>
          <Typography variant="subtitle2" noWrap>
            {user.displayName}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {user.email}
          </Typography>
          <Chip
            label={user.role}
            size="small"
            color="primary"
            variant="outlined"
            sx={{ mt: 1, textTransform: 'capitalize' }}
          />
        </Box>
        <Divider sx={{ borderStyle: 'dashed' }} />
        <MenuList sx={{ p: 1 }}>
          <MenuItem
            onClick={() => {
              setAnchor(null);
              logout();
            }}
            sx={{
              borderRadius: 1,
              gap: 1.5,
              color: 'error.main',
              typography: 'body2',
              fontWeight: 600,
            }}
          >
            <LogoutIcon />
            Logout
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
