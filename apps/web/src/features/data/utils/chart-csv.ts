import type { ChartData } from '@keeling/contract';
import { toCsv } from '../../../lib/csv';
import { chartTable, downsampleSummary, type XValue } from './chart-table';
import type { ReaderBounds } from './reader-view';

/** The names of the provenance lines, in the reader's language. */
export interface CsvProvenanceLabels {
  source: string;
  address: string;
  licence: string;
  citation: string;
  imported: string;
  /** The comment line's label when the points were reduced, and its text (`{returned}`, `{source}`). */
  points: string;
  reduced: (returned: number, source: number, cut: boolean) => string;
  /** A note's label (`Note 1`) before its range and text. */
  note: (n: number) => string;
  /** A derived series: its line's label, what it is (null: none), a ratio's second source's label. */
  derived?: string;
  derivedText?: string | null;
  divisorSource?: string;
  /** The full data's line: its label (`Data`) and text, from its rows and the reader's range. */
  data?: string;
  full?: (rows: number, bounds: ReaderBounds | null) => string;
}

export interface CsvColumns {
  /** The x column's header: its name in the data set, else what it is (Year, Date…). */
  x: string;
  /** The values' unit, written after each series' name: `World (t)`. */
  unit: string;
}

/** An x at the data's grain: `1950` for a year, `1958-03` for a month, a date or a number as is. */
export function xAtGrain(x: XValue, xType: ChartData['xType']): XValue {
  if (typeof x !== 'string') return x;
  if (xType === 'year') return x.slice(0, 4);
  if (xType === 'month') return x.slice(0, 7);
  return x;
}

/** A data set's comment lines: its name (under `sourceLabel`), address, licence, citation, import. */
function sourceLines(
  provenance: ChartData['provenance'],
  labels: CsvProvenanceLabels,
  sourceLabel: string,
): string[][] {
  const { datasetName, sourceUrl, licence, citation, importedAt } = provenance;
  return (
    [
      [sourceLabel, datasetName],
      [labels.address, sourceUrl],
      [labels.licence, licence],
      [labels.citation, citation],
      [labels.imported, importedAt],
    ] as const
  )
    .filter((line): line is readonly [string, string] => Boolean(line[1]))
    .map(([label, value]) => [`# ${label}`, value]);
}

/**
 * The displayed data as CSV. First where it comes from, one line a fact, each starting with '#'
 * as NOAA heads its files (`# Source,<data set>`): pandas' `comment='#'` and Keeling's import skip
 * them, a spreadsheet shows them as rows above the table; when the server reduced the points, a
 * line says so and how many. Then the x column (named after its column, at the data's grain:
 * 1950, 1958-03) and one column per series, its unit in its header. Every cell, the provenance's
 * included, is neutralised against formula injection and quoted as needed by toCsv.
 */
/**
 * The comment lines above a chart's table: where the data comes from, what a derived series
 * computed (and the second data set of a ratio), `what` the table holds (the points drawn when
 * reduced, or the full data), the data set's notes.
 */
function commentLines(data: ChartData, labels: CsvProvenanceLabels, what: string[][]): string[][] {
  const provenance = sourceLines(data.provenance, labels, labels.source);
  const divisor = data.derived?.provenance;
  const derived = [
    ...(labels.derivedText ? [[`# ${labels.derived ?? ''}`, labels.derivedText]] : []),
    ...(divisor ? sourceLines(divisor, labels, labels.divisorSource ?? labels.source) : []),
  ];
  const notes = (data.annotations ?? []).map((note, i) => [
    `# ${labels.note(i + 1)}`,
    note.from === note.to ? note.from : `${note.from} – ${note.to}`,
    note.text,
  ]);
  return [...provenance, ...derived, ...what, ...notes];
}

/**
 * The full data behind a chart (the server's CSV of every row of its query within the reader's
 * range) under the chart's comment lines, one of which says it is the full data, how many rows
 * and over which range.
 */
export function fullChartCsv(
  data: ChartData,
  table: string,
  bounds: ReaderBounds | null,
  labels: CsvProvenanceLabels,
): string {
  const rows = Math.max(0, table.split('\r\n').filter(Boolean).length - 1);
  const line = labels.full ? [[`# ${labels.data ?? ''}`, labels.full(rows, bounds)]] : [];
  return `${toCsv(commentLines(data, labels, line))}\r\n${table}`;
}

export function chartCsv(data: ChartData, names: CsvColumns, labels: CsvProvenanceLabels): string {
  const reduced = downsampleSummary(data);
  const points = reduced
    ? [[`# ${labels.points}`, labels.reduced(reduced.returned, reduced.source, reduced.cut)]]
    : [];
  const { xs, columns } = chartTable(data);
  const unit = names.unit ? ` (${names.unit})` : '';
  return toCsv([
    ...commentLines(data, labels, points),
    [names.x, ...data.series.map((series) => `${series.name}${unit}`)],
    ...xs.map((x, row) => [xAtGrain(x, data.xType), ...columns.map((column) => column[row])]),
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
