import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { LoadOnOpen } from '../../components/load-on-open';
import type { NavGroup } from './nav-config';
import { loadPopups } from './popups-loader';

const NavDrawer = lazy(() => loadPopups().then((module) => ({ default: module.NavDrawer })));

interface NavMobileProps {
  data: NavGroup[];
  open: boolean;
  onClose: () => void;
}

/**
 * Below lg the nav is a temporary drawer; it closes when the route changes (SPEC §2). The
 * drawer (MUI Drawer, Modal, Slide) loads with the shell's popups (`popups.ts`) when it first opens.
 */
export function NavMobile({ data, open, onClose }: NavMobileProps) {
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every new pathname
  useEffect(() => {
    onClose();
  }, [pathname]);

  return (
    <LoadOnOpen open={open}>
      <NavDrawer data={data} open={open} onClose={onClose} />
    </LoadOnOpen>
  );
}
