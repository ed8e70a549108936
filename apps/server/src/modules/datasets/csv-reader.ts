import { createReadStream } from 'node:fs';
import { open as fsOpen } from 'node:fs/promises';
import { CsvError, type Parser, parse } from 'csv-parse';
import { malformedCsv } from './errors';

/** UTF-8 with or without BOM, quoted fields, blank lines skipped, cells trimmed. */
const OPTIONS = {
  bom: true,
  relax_quotes: false,
  skip_empty_lines: true,
  trim: true,
} as const;

const quoted = (name: string) => `“${name}”`;

/** How much of a file's start is searched for comment lines above its header. */
const PREAMBLE_PROBE_BYTES = 64 * 1024;
const BOM = [0xef, 0xbb, 0xbf];

/** The comment lines above the header: how many, and the bytes they take (a BOM included). */
interface Preamble {
  lines: number;
  bytes: number;
}

/**
 * Lines starting with '#' above the header, as NOAA writes its files ("# USE OF NOAA GML DATA")
 * and as the chart export writes its source: skipped before the parser sees them (a quote in a
 * comment is not a field). Only at the top: further down, a row starting with '#' is data. A
 * header whose first name is '#' ("#,name") is a header.
 */
export async function readPreamble(file: string): Promise<Preamble> {
  const handle = await fsOpen(file, 'r');
  let start: Buffer;
  try {
    const buffer = Buffer.alloc(PREAMBLE_PROBE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    start = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  let at = BOM.every((byte, i) => start[i] === byte) ? BOM.length : 0;
  let lines = 0;
  for (;;) {
    if (start[at] !== 0x23 || start[at + 1] === 0x2c) break; // '#', but not '#,'
    const end = start.indexOf(0x0a, at); // a line ends with \n (or \r\n)
    if (end < 0) break;
    at = end + 1;
    lines++;
  }
  return { lines, bytes: lines > 0 ? at : 0 };
}

function open(file: string, info: boolean, preamble: Preamble): Parser {
  const input = createReadStream(file, { start: preamble.bytes });
  const parser = parse({ ...OPTIONS, info });
  input.on('error', (error) => parser.destroy(error));
  parser.on('close', () => input.destroy());
  input.pipe(parser);
  return parser;
}

/**
 * The line (1 = the file's first) on which record `index` ends (0 = the header). Only for error
 * messages: parsing with line numbers is about a third slower, so the file is read again.
 */
export async function lineOfRecord(file: string, index: number): Promise<number> {
  const preamble = await readPreamble(file);
  const parser = open(file, true, preamble);
  let at = 0;
  let line = preamble.lines;
  try {
    for await (const { info } of parser as AsyncIterable<{ info: { lines: number } }>) {
      line = preamble.lines + info.lines;
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
  preamble: Preamble,
) {
  const e = error as CsvError & { lines?: number; index?: number; record?: string[] };
  const line = preamble.lines + (e.lines ?? 0);
  const name = header && typeof e.index === 'number' ? (header[e.index] ?? null) : null;
  const at = (l: number) => (name ? `Line ${l}, column ${quoted(name)}` : `Line ${l}`);
  switch (error.code) {
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
      return malformedCsv(
        `Line ${line}: expected ${header?.length ?? 0} fields, found ${e.record?.length ?? 0}`,
        { line, column: null },
      );
    case 'CSV_QUOTE_NOT_CLOSED': {
      // The parser reports the end of the file: name the line the open record starts on.
      const records = (error as CsvError & { records?: number }).records ?? 0;
      const start = records > 0 ? (await lineOfRecord(file, records - 1)) + 1 : preamble.lines + 1;
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

/**
 * The records of a CSV file, the header first, in batches, streamed from disk: never the whole
 * file in memory. A malformed row ends the iteration with a 400 naming its line.
 */
export async function* readCsv(file: string): AsyncGenerator<string[][]> {
  const preamble = await readPreamble(file);
  const parser = open(file, false, preamble);
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
    if (error instanceof CsvError) throw await toMalformed(file, error, header, preamble);
    throw error;
  } finally {
    parser.destroy();
  }
}

/** The header's names: trimmed, an empty one named by its position. */
export function columnNames(header: readonly string[]): string[] {
  return header.map((name, i) => (name.trim() === '' ? `Column ${i + 1}` : name.trim()));
}
