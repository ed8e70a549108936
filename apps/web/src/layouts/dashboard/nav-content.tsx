import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Logo } from '../../components/logo';
import { APP_NAME } from '../../config/app-name';
import { paths } from '../../config/paths';
import { NavSectionVertical } from './nav/nav-section-vertical';
import type { NavGroup } from './nav-config';

/** Brand heading and nav groups: the body shared by the vertical nav and the mobile drawer. */
export function NavContent({ data }: { data: NavGroup[] }) {
  return (
    // the full width of its rail (a flex row would shrink it to its widest label)
    <Stack sx={{ height: 1, width: 1 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 3.5, pt: 2.5, pb: 1 }}>
        <Logo href={paths.dashboard.root} size={36} />
        <Typography variant="h6" component="h2" sx={{ fontWeight: 800, letterSpacing: -0.2 }}>
          {APP_NAME}
        </Typography>
      </Stack>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', pt: 1 }}>
        <NavSectionVertical data={data} />
      </Box>
    </Stack>
  );
}
