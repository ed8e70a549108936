import type { DatasetColumn } from '@keeling/contract';
import { numberFormatFor } from '../../../locales/format';

type Cell = string | number | null;

/**
 * A number column whose name says it is a point in time ("Decimal date", `decimal_date`, "Year"
 * imported as a number): a decimal year such as 1958.203 takes no thousands separator.
 */
const TIME_NAME = /(^|[^\p{L}])(date|year|time|année|an)s?($|[^\p{L}])/iu;
/** Beyond this many decimals a figure is noise of binary fractions, not the file's precision. */
const MAX_DECIMALS = 10;

/** How many decimals a number shows in JavaScript's shortest form ("315.2" → 1). */
function decimalsOf(value: number): number {
  const text = String(Math.abs(value));
  if (text.includes('e')) return 0;
  return Math.min(text.split('.')[1]?.length ?? 0, MAX_DECIMALS);
}

/**
 * The preview's figures for one number column of one page: every value with the page's largest
 * count of decimals, as a file writes a column ("315.20" beside "315.41"; JavaScript's numbers
 * drop the trailing zero), and no thousands separator in a point in time.
 */
export function previewNumberFormat(
  column: Pick<DatasetColumn, 'key' | 'name'>,
  rows: readonly Record<string, Cell>[],
  locale: string,
): (value: number) => string {
  let decimals = 0;
  for (const row of rows) {
    const value = row[column.key];
    if (typeof value === 'number') decimals = Math.max(decimals, decimalsOf(value));
  }
  const format = numberFormatFor(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: !TIME_NAME.test(column.name),
  });
  return (value) => format.format(value);
}
