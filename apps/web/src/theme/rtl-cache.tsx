import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { Settings } from '@keeling/contract';
import { type ReactNode, useEffect, useState } from 'react';

/** Emotion's usual cache for ltr (a prerendered page's styles are extracted from it). */
export const ltrCache = createCache({ key: 'css' });

/**
 * The rtl cache and its plugins (stylis-plugin-rtl + cssjanus) are a separate chunk: most
 * visitors never need them. main.tsx awaits it before the first render when the stored
 * direction is rtl, and choosing Arabic awaits it before switching.
 */
let rtlCache: EmotionCache | null = null;
export async function loadRtlCache(): Promise<EmotionCache> {
  rtlCache ??= (await import('./rtl-emotion-cache')).rtlCache;
  return rtlCache;
}

/**
 * Always a CacheProvider (only its value changes), so switching direction re-styles the page
 * without remounting it. Switched to rtl before the chunk arrived (the drawer's direction
 * option), the page keeps ltr styles for the moment it takes to load.
 */
export function DirectionCache({
  direction,
  children,
}: {
  direction: Settings['themeDirection'];
  children: ReactNode;
}) {
  const [loadedRtl, setLoadedRtl] = useState(rtlCache);
  useEffect(() => {
    if (direction === 'rtl' && !loadedRtl) void loadRtlCache().then(setLoadedRtl);
  }, [direction, loadedRtl]);
  const cache = direction === 'rtl' && loadedRtl ? loadedRtl : ltrCache;
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
