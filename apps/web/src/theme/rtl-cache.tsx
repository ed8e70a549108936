import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Settings } from '../settings/settings-config';

/** Emotion's usual cache for ltr; for rtl, one that flips left/right through stylis-plugin-rtl. */
const caches = {
  ltr: createCache({ key: 'css' }),
  rtl: createCache({ key: 'rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

/**
 * Always a CacheProvider (only its value changes), so switching direction re-styles the page
 * without remounting it.
 */
export function DirectionCache({
  direction,
  children,
}: {
  direction: Settings['themeDirection'];
  children: ReactNode;
}) {
  return <CacheProvider value={caches[direction]}>{children}</CacheProvider>;
}
