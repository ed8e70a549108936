import { createReadStream } from 'node:fs';
import { CsvError, type Parser, parse } from 'csv-parse';
import { type CsvDialect, readDialect } from './csv-dialect';
import { malformedCsv } from './errors';

/**
 * UTF-8 with or without BOM, quoted fields, blank lines skipped, cells trimmed; the separator and
 * the comment lines above the header as csv-dialect.ts reads them.
 */
const OPTIONS = {
  bom: true,
  relax_quotes: false,
  skip_empty_lines: true,
  trim: true,
} as const;

const quoted = (name: string) => `“${name}”`;

/**
 * The file's records from its header on, split at its separator (csv-dialect.ts). `relaxed`:
 * rows may have another field count than the header (the caller checks them).
 */
function open(file: string, info: boolean, dialect: CsvDialect, relaxed = false): Parser {
  const input = createReadStream(file, { start: dialect.preamble.bytes });
  const parser = parse({
    ...OPTIONS,
    info,
    delimiter: dialect.delimiter,
    record_delimiter: dialect.recordDelimiter,
    relax_column_count: relaxed,
  });
  input.on('error', (error) => parser.destroy(error));
  parser.on('close', () => input.destroy());
  input.pipe(parser);
  return parser;
}

/**
 * The line (1 = the file's first) on which record `index` ends (0 = the header). Only for error
 * messages: parsing with line numbers is about a third slower, so the file is read again.
 */
export async function lineOfRecord(file: string, index: number, relaxed = false): Promise<number> {
  const dialect = await readDialect(file);
  const parser = open(file, true, dialect, relaxed);
  let at = 0;
  let line = dialect.preamble.lines;
  try {
    for await (const { info } of parser as AsyncIterable<{ info: { lines: number } }>) {
      line = dialect.preamble.lines + info.lines;
      if (at++ === index) break;
    }
  } catch {
    // The caller already knows the file is malformed further on.
  } finally {
    parser.destroy();
  }
  return line;
}

/** The parser's error as a 400 naming the line, and the column when the parser knows it. */
async function toMalformed(
  file: string,
  error: CsvError,
  header: readonly string[] | null,
  dialect: CsvDialect,
) {
  const e = error as CsvError & { lines?: number; index?: number; record?: string[] };
  const line = dialect.preamble.lines + (e.lines ?? 0);
  const name = header && typeof e.index === 'number' ? (header[e.index] ?? null) : null;
  const at = (l: number) => (name ? `Line ${l}, column ${quoted(name)}` : `Line ${l}`);
  switch (error.code) {
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH': {
      const fields = { expected: header?.length ?? 0, found: e.record?.length ?? 0 };
      return malformedCsv(
        `Line ${line}: expected ${fields.expected} fields, found ${fields.found}`,
        { line, column: null },
        fields,
      );
    }
    case 'CSV_QUOTE_NOT_CLOSED': {
      // The parser reports the end of the file: name the line the open record starts on.
      const records = (error as CsvError & { records?: number }).records ?? 0;
      const start =
        records > 0 ? (await lineOfRecord(file, records - 1)) + 1 : dialect.preamble.lines + 1;
      return malformedCsv(`${at(start)}: a quoted field is never closed`, {
        line: start,
        column: name,
      });
    }
    case 'INVALID_OPENING_QUOTE':
      return malformedCsv(
        `${at(line)}: a quote inside an unquoted field (quote the field and double its quotes)`,
        { line, column: name },
      );
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return malformedCsv(`${at(line)}: text after a closing quote`, { line, column: name });
    default:
      return malformedCsv(`Line ${line}: ${error.message}`, { line, column: null });
  }
}

/** Up to this many records are handed over at once (one promise per batch, not per row). */
const BATCH = 2000;

/** A data row of another field count than the header and the columns named at inspect. */
async function wrongFieldCount(file: string, index: number, expected: number, found: number) {
  const line = await lineOfRecord(file, index, true);
  return malformedCsv(
    `Line ${line}: expected ${expected} fields, found ${found}`,
    { line, column: null },
    { expected, found },
  );
}

/**
 * The records of a CSV file, the header first, in batches, streamed from disk: never the whole
 * file in memory. A malformed row ends the iteration with a 400 naming its line. `known`: the
 * file's dialect when the caller has read it already. `extra`: how many fields every data row
 * has beyond the header's names (columns named at inspect: NOAA's raw monthly file).
 */
export async function* readCsv(
  file: string,
  known?: CsvDialect,
  extra = 0,
): AsyncGenerator<string[][]> {
  const dialect = known ?? (await readDialect(file));
  const parser = open(file, false, dialect, extra > 0);
  let records = 0;
  let header: string[] | null = null;
  let failed: unknown = null;
  let ended = false;
  let wake: (() => void) | null = null;
  const signal = () => {
    wake?.();
    wake = null;
  };
  parser.on('readable', signal);
  parser.on('end', () => {
    ended = true;
    signal();
  });
  parser.on('error', (error) => {
    failed = error;
    signal();
  });
  try {
    for (;;) {
      const batch: string[][] = [];
      while (batch.length < BATCH) {
        const record = parser.read() as string[] | null;
        if (record === null) break;
        batch.push(record);
      }
      if (batch.length > 0) {
        header ??= batch[0] ?? null;
        if (extra > 0 && header) {
          const expected = header.length + extra;
          const at = batch.findIndex((r, i) => r.length !== expected && records + i > 0);
          if (at >= 0) {
            const found = batch[at]?.length ?? 0;
            throw await wrongFieldCount(file, records + at, expected, found);
          }
        }
        records += batch.length;
        yield batch;
        continue;
      }
      if (failed) throw failed;
      if (ended) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } catch (error) {
    if (error instanceof CsvError) throw await toMalformed(file, error, header, dialect);
    throw error;
  } finally {
    parser.destroy();
  }
}

/** The header's names: trimmed, an empty one named by its position. */
export function columnNames(header: readonly string[]): string[] {
  return header.map((name, i) => (name.trim() === '' ? `Column ${i + 1}` : name.trim()));
}
