import type { ChartData } from '@keeling/contract';
import { toCsv } from '../../../lib/csv';
import { chartTable } from './chart-table';

/** The names of the provenance lines, in the reader's language. */
export interface CsvProvenanceLabels {
  source: string;
  address: string;
  licence: string;
  citation: string;
  imported: string;
}

/**
 * The displayed data as CSV. First where it comes from, one line a fact, each starting with '#'
 * as NOAA heads its files (`# Source,<data set>`): pandas' `comment='#'` and Keeling's import skip
 * them, a spreadsheet shows them as rows above the table. Then the x column (as the API sends it:
 * ISO dates, numbers, text) and one column per series. Every cell, the provenance's included, is
 * neutralised against formula injection and quoted as needed by toCsv.
 */
export function chartCsv(data: ChartData, xLabel: string, labels: CsvProvenanceLabels): string {
  const { datasetName, sourceUrl, licence, citation, importedAt } = data.provenance;
  const provenance = (
    [
      [labels.source, datasetName],
      [labels.address, sourceUrl],
      [labels.licence, licence],
      [labels.citation, citation],
      [labels.imported, importedAt],
    ] as const
  )
    .filter(([, value]) => Boolean(value))
    .map(([label, value]) => [`# ${label}`, value]);
  const { xs, columns } = chartTable(data);
  return toCsv([
    ...provenance,
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
