import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { layoutConfig } from './layout-config';
import type { NavGroup } from './nav-config';
import { NavContent } from './nav-content';

interface NavMobileProps {
  data: NavGroup[];
  open: boolean;
  onClose: () => void;
}

/** Below lg the nav is a temporary drawer; it closes when the route changes (SPEC §2). */
export function NavMobile({ data, open, onClose }: NavMobileProps) {
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every new pathname
  useEffect(() => {
    onClose();
  }, [pathname]);

  return (
    <Drawer
      open={open}
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
