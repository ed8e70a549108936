import { formatDate, formatDateTime, formatRelative } from '../../locales/format';
import { currentLanguage } from '../../locales/i18n';
import { LANGUAGE_TAGS } from '../../locales/locales-config';

/**
 * Creates the date formatters every dashboard page uses on its first render (overview: date,
 * date-time, relative; blog cards and tables: date) in a task of their own, right after the
 * layout's chunk has run: on a signed-in load that is while the page waits for `/api/auth/me`.
 * The first Intl formatter of a page loads locale data (≈ 30 ms of main thread, ≈ 0.12 s at the
 * mobile preset's 4× slowdown), which otherwise lands in the long task that renders the page.
 * Formatters are cached per language (`locales/format.ts`). Not an idle callback: under load the
 * main thread is not idle before that render, and the work is needed for it anyway.
 */
export function warmDateFormats(): void {
  window.setTimeout(() => {
    const locale = LANGUAGE_TAGS[currentLanguage()];
    const now = Date.now();
    formatDate(now, locale);
    formatDateTime(now, locale);
    formatRelative(now, locale, now);
  }, 0);
}
