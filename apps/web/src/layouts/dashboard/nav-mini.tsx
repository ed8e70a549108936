import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { paths } from '../../app/paths';
import { Logo } from '../../components/logo';
import { layoutConfig } from './layout-config';
import { NavSectionMini } from './nav/nav-section-mini';
import type { NavGroup } from './nav-config';
import { NavToggleButton } from './nav-toggle-button';

/** The fixed mini nav on lg+ screens (SPEC §9: width 88, root items 56 high). */
export function NavMini({ data }: { data: NavGroup[] }) {
  return (
    <Box
      component="aside"
      data-testid="nav-mini"
      sx={(theme) => ({
        display: { xs: 'none', lg: 'flex' },
        flexDirection: 'column',
        alignItems: 'center',
        position: 'fixed',
        top: 0,
        left: 0,
        height: '100%',
        width: layoutConfig.nav.mini,
        zIndex: theme.zIndex.appBar + 1,
        bgcolor: 'background.default',
        borderRight: `1px dashed ${alpha(theme.palette.grey[500], 0.24)}`,
      })}
    >
      <Box sx={{ pt: 2.5, pb: 2 }}>
        <Logo href={paths.dashboard.root} size={36} />
      </Box>
      <Box sx={{ width: 1 }}>
        <NavSectionMini data={data} />
      </Box>
      <NavToggleButton />
    </Box>
  );
}
