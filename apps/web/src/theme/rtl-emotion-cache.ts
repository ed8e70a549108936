import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** Emotion's cache for rtl: flips left/right through stylis-plugin-rtl (loaded only for rtl). */
export const rtlCache = createCache({ key: 'rtl', stylisPlugins: [prefixer, rtlPlugin] });
