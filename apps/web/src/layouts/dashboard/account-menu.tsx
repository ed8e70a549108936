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
import { useTranslation } from '../../locales/use-translation';

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Avatar button opening name, email, role and Logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user, logout } = useAuthContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!user) return null;

  return (
    <>
      <IconButton
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.25, border: (theme) => `2px solid ${theme.palette.primary.main}` }}
      >
        {/* Named by this hidden text, not aria-label: the initials stay out of the name. */}
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {t('account.label')}
        </Box>
        <Avatar
          aria-hidden="true"
          src={user.photoURL ?? undefined}
          alt=""
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
            label={t(`account.roles.${user.role}`)}
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
            {t('account.logout')}
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
