import type { ColumnQuality } from '@keeling/contract';
import { type ColumnReading, markersByColumn } from './column-reading';
import { convertFields, newQualityCounts, qualityOf } from './convert';
import { readDialect } from './csv-dialect';
import { columnNames, readCsv } from './csv-reader';
import { columnCountMismatch, emptyFile } from './errors';
import { numberText } from './type-inference';

/** A cell a spreadsheet would run as a formula (CSV injection); a plain number is not one. */
const FORMULA_START = /^[\t\r\n]|^[\s\u3000]*[=+\-@|\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A field for the rejected rows' CSV: a formula neutralised by a quote, quoted when needed. */
function csvField(value: string): string {
  const safe = FORMULA_START.test(value) && numberText(value) === null ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Reads every row of a file (staged, or a version's kept file) with these types and markers,
 * without loading anything: `onRow` sees each row's fields and which of them were rejected.
 * Answers each column's quality.
 */
async function readWith(
  file: string,
  reading: ColumnReading,
  extraColumns: readonly string[],
  onRow: ((header: string[], row: number, fields: string[], rejected: boolean) => void) | null,
  signal?: AbortSignal,
): Promise<ColumnQuality[]> {
  const style = await readDialect(file);
  const missing = markersByColumn(reading, style);
  const counts = newQualityCounts(reading.types.length);
  let header: string[] | null = null;
  let row = 0;
  for await (const batch of readCsv(file, style, extraColumns.length)) {
    signal?.throwIfAborted();
    for (const fields of batch) {
      if (!header) {
        header = [...columnNames(fields), ...extraColumns];
        if (header.length !== reading.types.length)
          throw columnCountMismatch(header.length, reading.types.length);
        continue;
      }
      row++;
      const before = onRow ? counts.rejected.reduce((a, b) => a + b, 0) : 0;
      convertFields(fields, reading.types, missing, style, counts, true);
      if (onRow) onRow(header, row, fields, counts.rejected.reduce((a, b) => a + b, 0) > before);
    }
  }
  if (!header) throw emptyFile();
  return qualityOf(counts);
}

/** Each column's values parsed, missing and rejected with these types and markers. */
export const readQuality = (
  file: string,
  reading: ColumnReading,
  extraColumns: readonly string[] = [],
  signal?: AbortSignal,
) => readWith(file, reading, extraColumns, null, signal);

/** At most this many rejected rows are listed (a wrong type would list the whole file). */
export const REJECTED_ROWS_MAX = 10_000;

/**
 * The rows holding a value that does not fit its column, as CSV: `Row` (1 = the first row under
 * the header) and the row's fields as the file has them; the first REJECTED_ROWS_MAX.
 */
export async function rejectedRowsCsv(
  file: string,
  reading: ColumnReading,
  extraColumns: readonly string[],
): Promise<string> {
  const lines: string[] = [];
  let listed = 0;
  await readWith(file, reading, extraColumns, (header, row, fields, rejected) => {
    if (lines.length === 0) lines.push(['Row', ...header].map(csvField).join(','));
    if (rejected && listed < REJECTED_ROWS_MAX) {
      listed++;
      lines.push([String(row), ...fields].map(csvField).join(','));
    }
  });
  return `${lines.join('\n')}\n`;
}
