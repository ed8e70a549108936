import { type MouseEvent, useCallback, useId, useState } from 'react';

/**
 * A button that opens a popup (menu, popover) at itself: the anchor, the popup's id,
 * `close`, and the button's props (ARIA state, open on click).
 */
export function usePopupAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popupId = useId();
  const close = useCallback(() => setAnchor(null), []);
  const buttonProps = {
    'aria-controls': anchor ? popupId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  return { anchor, popupId, close, buttonProps };
}
