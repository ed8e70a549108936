import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { NavToggleButton } from './nav-toggle-button';

interface NavRailProps {
  width: number;
  'data-testid': string;
  /** Centre the content (the mini nav's icons). */
  centered?: boolean;
  children: ReactNode;
}

/** The fixed side panel of the vertical and mini layouts on lg+ screens, with its toggle. */
export function NavRail({ width, centered = false, children, ...rest }: NavRailProps) {
  return (
    <Box
      component="aside"
      data-testid={rest['data-testid']}
      sx={(theme) => ({
        display: { xs: 'none', lg: 'flex' },
        flexDirection: 'column',
        alignItems: centered ? 'center' : 'stretch',
        position: 'fixed',
        top: 0,
        left: 0,
        height: '100%',
        width,
        zIndex: theme.zIndex.appBar + 1,
        bgcolor: 'background.default',
        borderRight: `1px dashed ${alpha(theme.palette.grey[500], 0.24)}`,
      })}
    >
      {children}
      <NavToggleButton />
    </Box>
  );
}
