import { preloader } from '../../components/load-on-open';
import { retryImport } from '../../lib/retry-import';

/** The popups' chunk (`popups.ts`), with one retry. */
export const loadPopups = () => retryImport(() => import('./popups'));

/** Warms the popups' chunk: the buttons that open one call it on hover and focus. */
export const preloadPopups = preloader(loadPopups);
