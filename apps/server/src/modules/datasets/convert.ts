import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { ColumnType } from '@keeling/contract';
import { readDialect } from './csv-dialect';
import { columnNames, lineOfRecord, readCsv } from './csv-reader';
import { badValue, emptyFile } from './errors';
import {
  convertValue,
  type MissingMarkers,
  missingMarkers,
  ValueError,
  type ValueStyle,
} from './type-inference';

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
}

export interface ConvertOptions {
  types: readonly ColumnType[];
  /** The data set's missing-value markers, as the person typed them. */
  markers: readonly string[];
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

/** `_row` and the converted values as one CSV line; a ValueError names the column's index. */
function convertRow(
  row: number,
  fields: readonly string[],
  types: readonly ColumnType[],
  missing: MissingMarkers,
  style: ValueStyle,
): string {
  let text = String(row);
  for (let i = 0; i < types.length; i++) {
    const type = types[i] as ColumnType;
    let value: string | null;
    try {
      value = convertValue(type, fields[i] ?? '', missing, style);
    } catch (error) {
      if (error instanceof ValueError) error.index = i;
      throw error;
    }
    text += value === null ? ',' : type === 'text' ? `,${quote(value)}` : `,${value}`;
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
  const missing = missingMarkers(options.markers, style);
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
        chunk += `${convertRow(rows, fields, types, missing, style)}\n`;
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
    return { header, rows, batches };
  } catch (error) {
    if (!(error instanceof ValueError) || !header) throw error;
    const line = await lineOfRecord(source, rows, (options.extraColumns?.length ?? 0) > 0);
    const column = header[error.index] ?? `Column ${error.index + 1}`;
    throw badValue(`Line ${line}, column “${column}”: ${error.message}`, { line, column });
  } finally {
    out.destroy();
  }
}
