import type { ChartData } from '@keeling/contract';
import { toCsv } from '../../../lib/csv';
import { chartTable } from './chart-table';

/**
 * The displayed data as CSV: the x column (as the API sends it: ISO dates, numbers, text), then
 * one column per series. Text cells are neutralised against formula injection by toCsv.
 */
export function chartCsv(data: ChartData, xLabel: string): string {
  const { xs, columns } = chartTable(data);
  return toCsv([
    [xLabel, ...data.series.map((series) => series.name)],
    ...xs.map((x, row) => [x, ...columns.map((column) => column[row])]),
  ]);
}

/** A file name from a chart title: letters and digits, joined by hyphens. */
export function fileNameOf(title: string, extension: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${base || 'chart'}.${extension}`;
}
