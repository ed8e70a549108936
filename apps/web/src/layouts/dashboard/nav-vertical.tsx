import Box from '@mui/material/Box';
import { layoutConfig } from './layout-config';
import type { NavGroup } from './nav-config';
import { NavContent } from './nav-content';
import { NavRail } from './nav-rail';

/** The fixed side nav on lg+ screens (SPEC §9: width 280). */
export function NavVertical({ data }: { data: NavGroup[] }) {
  return (
    <NavRail width={layoutConfig.nav.vertical} data-testid="nav-vertical">
      <Box sx={{ width: 1, flex: 1, minHeight: 0, display: 'flex' }}>
        <NavContent data={data} />
      </Box>
    </NavRail>
  );
}
