/**
 * Dates and numbers in the current language (Intl), e.g. `formatDate(value, 'fr')`. Intl
 * formatters are costly to create, so one is kept per language and options.
 */
const formatters = new Map<
  string,
  Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat
>();

function cached<F extends Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>(
  key: string,
  create: () => F,
): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * One numbering for the whole app: Western digits (0–9) in every language, Arabic included, as
 * CLDR's `ar` writes them; a locale whose default is Arabic-Indic (`ar-SD`, an older ICU) follows.
 */
const NUMBERING = { numberingSystem: 'latn' } as const;

/** The `Intl.DateTimeFormat` of these options in this language, created once. */
export const dateTimeFormatFor = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(
    `dateTime|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { ...NUMBERING, ...options }),
  );

/** The `Intl.NumberFormat` of these options in this language, created once. */
export const numberFormatFor = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached(
    `number|${locale}|${options ? JSON.stringify(options) : ''}`,
    () => new Intl.NumberFormat(locale, { ...NUMBERING, ...options }),
  );

const dateFormat = (locale: string) => dateTimeFormatFor(locale, { dateStyle: 'medium' });

const dateTimeFormat = (locale: string) =>
  dateTimeFormatFor(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** Unicode's first-strong isolate and its closing mark: bidirectional text isolation. */
const FSI = '\u2068';
const PDI = '\u2069';
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

/**
 * A value set into right-to-left text on its own (a date, an address): inside Arabic its digits
 * and separators would otherwise join the text around them and come out in the wrong order
 * ("242026/11/"). Left-to-right languages get the text unchanged.
 */
export function isolateFor(text: string, locale: string): string {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  return RTL_LANGUAGES.has(language) ? `${FSI}${text}${PDI}` : text;
}

export function formatDate(value: string | number | Date, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return isolateFor(dateFormat(locale).format(date), locale);
}

export function formatDateTime(value: string | number | Date, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return isolateFor(dateTimeFormat(locale).format(date), locale);
}

/** "in 3 days", "dans 5 heures", "خلال 12 دقيقة" relative to now. */
export function formatRelative(timestamp: number, locale: string, now = Date.now()): string {
  const format = cached(
    `relative|${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { ...NUMBERING, numeric: 'auto' }),
  );
  const minutes = Math.round((timestamp - now) / 60_000);
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return format.format(hours, 'hour');
  return format.format(Math.round(hours / 24), 'day');
}

export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions) {
  return numberFormatFor(locale, options).format(value);
}
