import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { layoutConfig } from './layout-config';
import type { NavGroup } from './nav-config';
import { NavContent } from './nav-content';
import { NavToggleButton } from './nav-toggle-button';

/** The fixed side nav on lg+ screens (SPEC §9: width 280). */
export function NavVertical({ data }: { data: NavGroup[] }) {
  return (
    <Box
      component="aside"
      data-testid="nav-vertical"
      sx={(theme) => ({
        display: { xs: 'none', lg: 'flex' },
        position: 'fixed',
        top: 0,
        left: 0,
        height: '100%',
        width: layoutConfig.nav.vertical,
        zIndex: theme.zIndex.appBar + 1,
        bgcolor: 'background.default',
        borderRight: `1px dashed ${alpha(theme.palette.grey[500], 0.24)}`,
      })}
    >
      <Box sx={{ width: 1 }}>
        <NavContent data={data} />
      </Box>
      <NavToggleButton />
    </Box>
  );
}
