import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { NavSectionHorizontal } from './nav/nav-section-horizontal';
import type { NavGroup } from './nav-config';

/** The horizontal layout's bar under the header (lg+ only). */
export function NavHorizontal({ data }: { data: NavGroup[] }) {
  return (
    <Box
      data-testid="nav-horizontal"
      sx={(theme) => ({
        display: { xs: 'none', lg: 'flex' },
        alignItems: 'center',
        minHeight: 56,
        px: 5,
        borderTop: `1px dashed ${alpha(theme.palette.grey[500], 0.24)}`,
        borderBottom: `1px dashed ${alpha(theme.palette.grey[500], 0.24)}`,
      })}
    >
      <NavSectionHorizontal data={data} />
    </Box>
  );
}
