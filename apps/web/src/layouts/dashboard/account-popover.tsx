import type { User } from '@keeling/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { LogoutIcon } from '../../components/icons';
import { UserIcon } from '../../components/icons/section-icons';
import { paths } from '../../config/paths';
import { useLocaleFormat } from '../../locales/use-locale-format';
import { useTranslation } from '../../locales/use-translation';

interface AccountPopoverProps {
  id: string;
  anchor: HTMLElement | null;
  user: Pick<User, 'displayName' | 'email' | 'role'>;
  onClose: () => void;
  onLogout: () => void;
}

/** The account menu's popover. */
export function AccountPopover({ id, anchor, user, onClose, onLogout }: AccountPopoverProps) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  return (
    <Popover
      id={id}
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 240, mt: 1 } } }}
    >
      <Box sx={{ p: 2, pb: 1.5 }}>
        <Typography variant="subtitle2" noWrap>
          {user.displayName}
        </Typography>
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
          {format.isolate(user.email)}
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
          component={Link}
          to={paths.dashboard.profile}
          onClick={onClose}
          sx={{ borderRadius: 1, gap: 1.5, typography: 'body2' }}
        >
          <UserIcon />
          {t('account.profile')}
        </MenuItem>
        <MenuItem
          onClick={onLogout}
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
  );
}
