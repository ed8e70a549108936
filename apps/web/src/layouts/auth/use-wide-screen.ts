import { useTheme } from '@mui/material/styles';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the viewport is at least the theme's `md` breakpoint, following resizes. Parts of the
 * auth layout that CSS hides below `md` are then not rendered at all on phones (less to render
 * and style on the first load); where matchMedia is missing (tests), they are.
 */
export function useWideScreen(): boolean {
  const query = `(min-width:${useTheme().breakpoints.values.md}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia !== 'function' || window.matchMedia(query).matches,
    () => true,
  );
}
