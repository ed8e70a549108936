import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useEffect, useState } from 'react';
import { layoutConfig } from './layout-config';
import type { NavGroup } from './nav-config';
import { NavContent } from './nav-content';

interface NavDrawerProps {
  data: NavGroup[];
  open: boolean;
  onClose: () => void;
}

/** The mobile nav's temporary drawer. */
export function NavDrawer({ data, open, onClose }: NavDrawerProps) {
  // Mounted closed, then opened: a Drawer that is already open on its first render skips the
  // slide-in, and this one is first rendered when the menu button is pressed.
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <Drawer
      open={open && isMounted}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: layoutConfig.nav.vertical, bgcolor: 'background.default' } },
      }}
      sx={{ display: { lg: 'none' } }}
    >
      {/* Following any link closes the drawer, even one to the current page. */}
      <Box
        sx={{ height: 1 }}
        onClickCapture={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) onClose();
        }}
      >
        <NavContent data={data} />
      </Box>
    </Drawer>
  );
}
