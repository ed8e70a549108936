import { type MouseEvent, useCallback, useId, useState } from 'react';
import { preloadPopups } from './popups-loader';

/**
 * A header button that opens one of the shell's popups (`popups.ts`) at itself: the anchor, the
 * popup's id, and the button's props (ARIA state, open on click, warm the chunk on hover/focus).
 */
export function usePopupAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popupId = useId();
  const close = useCallback(() => setAnchor(null), []);
  const buttonProps = {
    'aria-controls': anchor ? popupId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    onPointerEnter: preloadPopups,
    onFocus: preloadPopups,
  };
  return { anchor, popupId, close, buttonProps };
}
