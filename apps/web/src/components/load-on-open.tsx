import { Component, type ReactNode, Suspense, useState } from 'react';

/** A chunk that fails to load (offline, stale deploy) must not take the page down. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders `children` (a lazy popup: drawer, menu, popover, the settings drawer) from the first
 * time `open` is true, and keeps it mounted afterwards so it closes with its own transition.
 * Until then the popup's chunk is not loaded.
 */
export function LoadOnOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </QuietBoundary>
  );
}
