import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { retryImport } from '../lib/retry-import';
import { useSettingsContext } from './settings-context';

const SettingsDrawer = lazy(() => retryImport(() => import('./drawer/settings-drawer')));

/** A drawer chunk that fails to load (offline, stale deploy) must not take the page down. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Loads the drawer's chunk the first time it opens, so pages that never open it skip it. */
export function SettingsDrawerHost() {
  const { open } = useSettingsContext();
  const [hasOpened, setHasOpened] = useState(open);

  useEffect(() => {
    if (open) setHasOpened(true);
  }, [open]);

  if (!hasOpened && !open) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <SettingsDrawer />
      </Suspense>
    </QuietBoundary>
  );
}
