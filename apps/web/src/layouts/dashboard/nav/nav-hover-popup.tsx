import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper, { type PopperPlacementType } from '@mui/material/Popper';
import type { ReactNode } from 'react';

interface NavHoverPopupProps {
  open: boolean;
  anchorEl: HTMLElement | null;
  placement: PopperPlacementType;
  children: ReactNode;
}

/**
 * A mini/horizontal group's popover, kept next to its button in the DOM (`disablePortal`) so Tab
 * walks into it.
 */
export function NavHoverPopup({ open, anchorEl, placement, children }: NavHoverPopupProps) {
  return (
    <Popper
      open={open}
      anchorEl={anchorEl}
      placement={placement}
      disablePortal
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
    >
      {/* Padding instead of an offset: the pointer crosses no gap on its way to the items. */}
      <Box sx={{ p: 0.75 }}>
        <Paper
          sx={(theme) => ({
            minWidth: 180,
            p: 0.5,
            boxShadow: theme.customShadows?.dropdown ?? theme.shadows[8],
          })}
        >
          {children}
        </Paper>
      </Box>
    </Popper>
  );
}
