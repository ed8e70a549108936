import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true in a transition started once that render is committed: a
 * screen paints its light part first (title, first cards, placeholders) and renders its heavy
 * part after, in slices the browser can paint and answer input between. On a slow phone a form
 * or a grid of MUI components costs hundreds of milliseconds of styling; this keeps that out of
 * the first paint.
 */
export function useShownAfterCommit(): boolean {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    if (!isShown) startTransition(() => setShown(true));
  }, [isShown]);
  return isShown;
}
