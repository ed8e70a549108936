import { formatNumber } from '../format';

interface DisplayedRows {
  from: number;
  to: number;
  count: number;
}

/**
 * A pager's "1–25 of 24,016" (MUI's TablePagination, MUI X's Data Grid) with the figures the app
 * writes everywhere else in this language (`format.ts`), in the words of MUI's own translation.
 * MUI's Arabic texts format their figures with `ar-SD` (Arabic-Indic digits, "١–٢٥ من ٢٤٬٠١٦")
 * where every other figure of the app is in Western digits.
 */
function displayedRows(locale: string, words: { of: string; moreThan: string }) {
  const figure = (value: number) => formatNumber(value, locale);
  return ({ from, to, count }: DisplayedRows) =>
    `${figure(from)}–${figure(to)} ${words.of} ${count === -1 ? `${words.moreThan} ${figure(to)}` : figure(count)}`;
}

/** Arabic, in the words of MUI's `arSD` pager. */
export const arabicDisplayedRows = displayedRows('ar', { of: 'من', moreThan: 'أكثر من' });
