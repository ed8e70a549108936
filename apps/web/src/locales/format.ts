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

const dateFormat = (locale: string) =>
  cached(`date|${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }));

const dateTimeFormat = (locale: string) =>
  cached(
    `dateTime|${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  );

export function formatDate(value: string | number | Date, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return dateFormat(locale).format(date);
}

export function formatDateTime(value: string | number | Date, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return dateTimeFormat(locale).format(date);
}

/** "in 3 days", "dans 5 heures", "خلال 12 دقيقة" relative to now. */
export function formatRelative(timestamp: number, locale: string, now = Date.now()): string {
  const format = cached(
    `relative|${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  const minutes = Math.round((timestamp - now) / 60_000);
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return format.format(hours, 'hour');
  return format.format(Math.round(hours / 24), 'day');
}

export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions) {
  const key = `number|${locale}|${options ? JSON.stringify(options) : ''}`;
  return cached(key, () => new Intl.NumberFormat(locale, options)).format(value);
}
