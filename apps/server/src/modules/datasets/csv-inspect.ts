import { type ColumnQuality, type ColumnType, DATASET_LIMITS } from '@keeling/contract';
import { readDialect } from './csv-dialect';
import { columnNames, readCsv } from './csv-reader';
import { emptyFile, malformedCsv } from './errors';
import { createTypeInference, missingMarkers } from './type-inference';

export interface CsvInspection {
  /** The header's names, in order, each with its inferred type, suggested markers and quality. */
  columns: { name: string; type: ColumnType; missingMarkers: string[]; quality: ColumnQuality }[];
  /** Data rows (the header and blank lines not counted). */
  rowCount: number;
  /** The first rows as text; null for an empty cell. */
  sample: (string | null)[][];
}

/**
 * Reads every row of a staged file: checks it parses, infers each column's type over all its
 * values (missing markers and empty cells left out; decimal commas and days written first in a
 * file separated by semicolons) and keeps the first rows as a sample. `extraColumns` names the
 * fields every row has beyond the header's names; `signal` stops the reading (the client left).
 */
export async function inspectCsv(
  file: string,
  markers: readonly string[],
  extraColumns: readonly string[] = [],
  signal?: AbortSignal,
): Promise<CsvInspection> {
  const style = await readDialect(file);
  const missing = missingMarkers(markers, style);
  let names: string[] | null = null;
  let inference: ReturnType<typeof createTypeInference> | null = null;
  const sample: (string | null)[][] = [];
  let rowCount = 0;
  for await (const batch of readCsv(file, style, extraColumns.length)) {
    signal?.throwIfAborted();
    for (const fields of batch) {
      if (!names || !inference) {
        names = [...columnNames(fields), ...extraColumns];
        const long = names.findIndex((name) => name.length > DATASET_LIMITS.columnNameMax);
        if (long >= 0) {
          const line = style.preamble.lines + 1;
          throw malformedCsv(
            `Line ${line}: the name of column ${long + 1} is longer than ${DATASET_LIMITS.columnNameMax} characters`,
            { line, column: null },
          );
        }
        if (names.length > DATASET_LIMITS.columnsMax) {
          // before reading the rows; the header's line counts the comment lines above it
          const line = style.preamble.lines + 1;
          throw malformedCsv(
            `Line ${line}: ${names.length} columns; at most ${DATASET_LIMITS.columnsMax} can be imported`,
            { line, column: null },
          );
        }
        inference = createTypeInference(names, missing, style);
        continue;
      }
      rowCount++;
      inference.add(fields);
      if (sample.length < DATASET_LIMITS.previewRows) {
        sample.push(fields.map((value) => (value === '' ? null : value)));
      }
    }
  }
  if (!names || !inference || rowCount === 0) throw emptyFile();
  const types = inference.types();
  const report = inference.report(rowCount);
  return {
    columns: names.map((name, i) => ({
      name,
      type: types[i] ?? 'text',
      missingMarkers: report[i]?.missingMarkers ?? [],
      quality: report[i]?.quality ?? { parsed: 0, missing: 0, rejected: 0 },
    })),
    rowCount,
    sample,
  };
}

/** The header of a staged file (a refresh checks it against the catalogue). */
export async function readHeader(file: string): Promise<string[]> {
  for await (const [first] of readCsv(file)) if (first) return columnNames(first);
  throw emptyFile();
}
