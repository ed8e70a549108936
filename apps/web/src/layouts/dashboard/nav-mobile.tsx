import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { LoadOnOpen } from '../../components/load-on-open';
import { retryImport } from '../../lib/retry-import';
import type { NavGroup } from './nav-config';

const NavDrawer = lazy(() =>
  retryImport(() => import('./nav-drawer')).then((module) => ({ default: module.NavDrawer })),
);

interface NavMobileProps {
  data: NavGroup[];
  open: boolean;
  onClose: () => void;
}

/**
 * Below lg the nav is a temporary drawer, loaded when it first opens; it closes when the route
 * changes (SPEC §2).
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
