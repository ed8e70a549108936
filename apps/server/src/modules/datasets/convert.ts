import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { ColumnQuality, ColumnType, RejectedValueAction } from '@keeling/contract';
import { type ColumnReading, markersByColumn } from './column-reading';
import { readDialect } from './csv-dialect';
import { columnNames, lineOfRecord, readCsv } from './csv-reader';
import { badValue, emptyFile } from './errors';
import { convertValue, type MissingMarkers, ValueError, type ValueStyle } from './type-inference';

/** A run of rows in the converted file: one COPY each. */
export interface Batch {
  start: number;
  end: number;
  rows: number;
}

export interface Converted {
  header: string[];
  rows: number;
  batches: Batch[];
  /** Per column: values parsed, missing and rejected (left empty, or the file was refused). */
  quality: ColumnQuality[];
}

export interface ConvertOptions extends ColumnReading {
  /** Values that do not fit: a 400 naming the first (`refuse`, the default), or left empty. */
  rejected?: RejectedValueAction;
  /** A batch closes once it holds this many bytes (what one COPY sends). */
  batchBytes: number;
  /** Names of the fields every row has beyond the header's (named at inspect). */
  extraColumns?: readonly string[];
  /** Checks the header before any row is read (its names, their count; the extra names last). */
  checkHeader(header: string[]): void;
  /** Rows converted so far. */
  onProgress?(rows: number): void;
}

/** Conversion reports its progress every this many rows. */
const PROGRESS_ROWS = 5000;

/** A CSV field PostgreSQL's COPY reads back as the same text (an unquoted empty one is NULL). */
const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;

/** Values parsed, missing and rejected so far, one slot per column. */
export interface QualityCounts {
  parsed: Uint32Array;
  missing: Uint32Array;
  rejected: Uint32Array;
}

export const newQualityCounts = (columns: number): QualityCounts => ({
  parsed: new Uint32Array(columns),
  missing: new Uint32Array(columns),
  rejected: new Uint32Array(columns),
});

export const qualityOf = (counts: QualityCounts): ColumnQuality[] =>
  Array.from(counts.parsed, (parsed, i) => ({
    parsed,
    missing: counts.missing[i] ?? 0,
    rejected: counts.rejected[i] ?? 0,
  }));

/**
 * Each value of a row converted to its column's type (null: missing), counted in `counts`. A
 * value that does not fit is counted and left empty with `keepRejected`, else its ValueError
 * (naming the column's index) is thrown.
 */
export function convertFields(
  fields: readonly string[],
  types: readonly ColumnType[],
  missing: readonly MissingMarkers[],
  style: ValueStyle,
  counts: QualityCounts,
  keepRejected: boolean,
): (string | null)[] {
  const values: (string | null)[] = new Array(types.length);
  for (let i = 0; i < types.length; i++) {
    const type = types[i] as ColumnType;
    let value: string | null;
    try {
      value = convertValue(type, fields[i] ?? '', missing[i] as MissingMarkers, style);
    } catch (error) {
      if (!(error instanceof ValueError)) throw error;
      error.index = i;
      if (!keepRejected) throw error;
      (counts.rejected[i] as number)++;
      values[i] = null;
      continue;
    }
    if (value === null) (counts.missing[i] as number)++;
    else (counts.parsed[i] as number)++;
    values[i] = value;
  }
  return values;
}

/** `_row` and the converted values as one CSV line. */
function csvLine(row: number, values: readonly (string | null)[], types: readonly ColumnType[]) {
  let text = String(row);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    text += value == null ? ',' : types[i] === 'text' ? `,${quote(value)}` : `,${value}`;
  }
  return text;
}

/**
 * Reads the staged file again and writes the rows COPY will load: `_row` (the line order) and
 * each value converted to its column's type, or a 400 naming the line and column of the first
 * value that does not fit. Nothing touches the database here, so a bad value costs no rollback.
 */
export async function convertCsv(
  source: string,
  target: string,
  options: ConvertOptions,
): Promise<Converted> {
  const { types, batchBytes } = options;
  const style = await readDialect(source);
  const missing = markersByColumn(options, style);
  const counts = newQualityCounts(types.length);
  const keepRejected = options.rejected === 'empty';
  const out = createWriteStream(target, { mode: 0o600 });
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  failed.catch(() => {});
  const batches: Batch[] = [];
  let header: string[] | null = null;
  let rows = 0;
  let offset = 0;
  let batchStart = 0;
  let batchFirstRow = 1;
  let chunk = '';
  const flush = async () => {
    if (chunk === '') return;
    const bytes = Buffer.from(chunk);
    chunk = '';
    offset += bytes.length;
    if (!out.write(bytes)) await Promise.race([once(out, 'drain'), failed]);
  };
  try {
    const extra = options.extraColumns ?? [];
    for await (const batch of readCsv(source, style, extra.length)) {
      for (const fields of batch) {
        if (!header) {
          header = [...columnNames(fields), ...extra];
          options.checkHeader(header);
          continue;
        }
        rows++;
        const values = convertFields(fields, types, missing, style, counts, keepRejected);
        chunk += `${csvLine(rows, values, types)}\n`;
        if (rows % PROGRESS_ROWS === 0) options.onProgress?.(rows);
      }
      await flush();
      if (offset - batchStart >= batchBytes) {
        batches.push({ start: batchStart, end: offset, rows: rows - batchFirstRow + 1 });
        batchStart = offset;
        batchFirstRow = rows + 1;
      }
    }
    if (!header || rows === 0) throw emptyFile();
    if (offset > batchStart) {
      batches.push({ start: batchStart, end: offset, rows: rows - batchFirstRow + 1 });
    }
    out.end();
    await Promise.race([once(out, 'finish'), failed]);
    return { header, rows, batches, quality: qualityOf(counts) };
  } catch (error) {
    if (!(error instanceof ValueError) || !header) throw error;
    const line = await lineOfRecord(source, rows, (options.extraColumns?.length ?? 0) > 0);
    const column = header[error.index] ?? `Column ${error.index + 1}`;
    throw badValue(`Line ${line}, column “${column}”: ${error.message}`, { line, column });
  } finally {
    out.destroy();
  }
}
