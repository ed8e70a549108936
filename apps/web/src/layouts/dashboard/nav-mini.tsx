import Box from '@mui/material/Box';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';
import { layoutConfig } from './layout-config';
import { NavSectionMini } from './nav/nav-section-mini';
import type { NavGroup } from './nav-config';
import { NavRail } from './nav-rail';

/** The fixed mini nav on lg+ screens (SPEC §9: width 88, root items 56 high). */
export function NavMini({ data }: { data: NavGroup[] }) {
  return (
    <NavRail width={layoutConfig.nav.mini} data-testid="nav-mini" centered>
      <Box sx={{ pt: 2.5, pb: 2 }}>
        <Logo href={paths.dashboard.root} size={36} />
      </Box>
      <Box sx={{ width: 1 }}>
        <NavSectionMini data={data} />
      </Box>
    </NavRail>
  );
}
