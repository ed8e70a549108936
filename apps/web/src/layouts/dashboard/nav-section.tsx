import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import { useLocation } from 'react-router';
import { useAuthContext } from '../../auth/auth-context';
import { isActivePath, type NavGroup, navForRole } from './nav-config';
import { NavItem } from './nav-item';

/** Renders nav groups as data; a later issue reuses it for the horizontal and mini layouts. */
export function NavSection({ data }: { data: NavGroup[] }) {
  const { user } = useAuthContext();
  const { pathname } = useLocation();
  const groups = navForRole(data, user?.role);

  return (
    <Box component="nav" aria-label="Main" sx={{ px: 2 }}>
      {groups.map((group) => (
        <Box
          component="ul"
          key={group.subheader ?? group.items[0]?.path}
          sx={{ p: 0, m: 0, mb: 2 }}
        >
          {group.subheader && (
            <ListSubheader
              disableSticky
              component="li"
              sx={{
                typography: 'overline',
                fontSize: 11,
                color: 'text.disabled',
                lineHeight: 1,
                px: 1.5,
                pt: 2,
                pb: 1,
              }}
            >
              {group.subheader}
            </ListSubheader>
          )}
          <Stack component="li" spacing={0.5} sx={{ listStyle: 'none' }}>
            {group.items.map((item) => (
              <NavItem key={item.path} item={item} isActive={isActivePath(item.path, pathname)} />
            ))}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
