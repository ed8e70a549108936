import type { ChartData } from '@keeling/contract';
import { dateTimeFormatFor, numberFormatFor } from '../../../locales/format';
import type { XValue } from './chart-table';

type XType = ChartData['xType'];

/** Date, month and year columns are drawn on a time axis. */
export const isTimeX = (xType: XType) => xType === 'date' || xType === 'month' || xType === 'year';

/** An ISO date (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`) as a UTC date; other values unchanged. */
export function toAxisValue(x: XValue, xType: XType): Date | XValue {
  if (!isTimeX(xType)) return x;
  const text = String(x);
  const iso = /^\d{4}$/.test(text)
    ? `${text}-01-01`
    : /^\d{4}-\d{2}$/.test(text)
      ? `${text}-01`
      : text;
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`);
}

const DATE_OPTIONS: Record<'date' | 'month' | 'year', Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium', timeZone: 'UTC' },
  month: { month: 'short', year: 'numeric', timeZone: 'UTC' },
  year: { year: 'numeric', timeZone: 'UTC' },
};

/** Formats x values in the reader's language: dates by their precision, numbers with Intl. */
export function xFormatter(xType: XType, locale: string): (value: unknown) => string {
  if (isTimeX(xType)) {
    const format = dateTimeFormatFor(locale, DATE_OPTIONS[xType as 'date' | 'month' | 'year']);
    return (value) => {
      const date = value instanceof Date ? value : toAxisValue(value as XValue, xType);
      return date instanceof Date && !Number.isNaN(date.getTime())
        ? format.format(date)
        : String(value);
    };
  }
  if (xType === 'number') {
    const format = numberFormatFor(locale, { useGrouping: false });
    return (value) => (typeof value === 'number' ? format.format(value) : String(value));
  }
  return (value) => String(value);
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/**
 * The labels of a time axis's ticks: years alone once the data spans a few years (the axis puts
 * its ticks on years then), else as precise as the column.
 */
export function xTickFormatter(
  xType: XType,
  locale: string,
  xs: XValue[],
): (value: unknown) => string {
  const precise = xFormatter(xType, locale);
  if (!isTimeX(xType) || xs.length < 2) return precise;
  const first = toAxisValue(xs[0] as XValue, xType) as Date;
  const last = toAxisValue(xs[xs.length - 1] as XValue, xType) as Date;
  if (last.getTime() - first.getTime() < 3 * YEAR_MS) return precise;
  return xFormatter('year', locale);
}

/** Data values on an axis: short (`25B`, `600K`) so that the labels fit. */
export function compactFormatter(locale: string): (value: number) => string {
  const format = numberFormatFor(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (value) => format.format(value);
}
