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
 * Renders `children` (a lazy popup: drawer, menu, popover, the settings drawer) from the first time `open` is true,
 * and keeps it mounted afterwards so it closes with its own transition. Until then the popup's
 * chunk is not loaded: the first paint does not wait for code that only runs when it opens.
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

/** `preload` once, ignoring failures (the real load on open retries and reports). */
export function preloader(load: () => Promise<unknown>): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    load().catch(() => {
      started = false;
    });
  };
}
