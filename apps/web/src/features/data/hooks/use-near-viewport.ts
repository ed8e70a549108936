import { startTransition, useEffect, useState } from 'react';

/** How far beyond the viewport a chart starts to render: about a card ahead of the scroll. */
const NEAR_MARGIN = '320px 0px';

/**
 * Whether the element given to `ref` has come near the viewport (once true, it stays true): what
 * sits below the fold (a chart's drawing, its data) renders when the reader scrolls towards it,
 * not during the page's first load. The render it starts is a transition, so React yields to
 * input and paint while drawing. Without IntersectionObserver (tests' DOM) it is true at once.
 */
export function useNearViewport<E extends Element>() {
  const [element, ref] = useState<E | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element]);
  return { ref, near };
}
