import { lazy } from 'react';
import { LoadOnOpen } from '../components/load-on-open';
import { retryImport } from '../lib/retry-import';
import { useSettingsContext } from './settings-context';

const SettingsDrawer = lazy(() => retryImport(() => import('./drawer/settings-drawer')));

/** Loads the drawer's chunk the first time it opens, so pages that never open it skip it. */
export function SettingsDrawerHost() {
  const { open } = useSettingsContext();
  return (
    <LoadOnOpen open={open}>
      <SettingsDrawer />
    </LoadOnOpen>
  );
}
