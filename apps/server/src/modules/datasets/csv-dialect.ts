import { open } from 'node:fs/promises';
import { DATASET_LIMITS } from '@keeling/contract';
import { malformedCsv } from './errors';
import type { ValueStyle } from './type-inference';

/**
 * How much of a file's start is read to learn how it is written: the comment lines and the
 * header must end within it. A header of the most columns with the longest names (200 × 200
 * characters) takes about 40 KB; a longer first line is refused before anything parses it
 * (csv-parse rescans an unterminated first record for its line ending: 4 MB took 4 s).
 */
export const PROBE_BYTES = 64 * 1024;
const CARRIAGE_RETURN = 0x0d;
const BOM = [0xef, 0xbb, 0xbf];
const HASH = 0x23;
const LINE_FEED = 0x0a;
/** The field separators recognised; on a tie, the first. */
const DELIMITERS = [',', ';', '\t'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/**
 * How a CSV file is written, read from its first lines. Decimal commas and days written first
 * only in a file separated by semicolons, the separator of the languages that write them: a
 * comma- or tab-separated file may come from anywhere, and its "1,234" may be a thousand, its
 * "01/03/1958" the 3rd of January.
 */
export interface CsvDialect extends Required<ValueStyle> {
  /** Comment lines above the header: how many, and the bytes they take (a BOM included). */
  preamble: { lines: number; bytes: number };
  /** The header's separator: a comma, unless it holds more semicolons or more tabs. */
  delimiter: Delimiter;
  /** The header's line ending, given to the parser (which would otherwise guess it). */
  recordDelimiter: '\n' | '\r\n' | '\r';
}

async function readStart(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(PROBE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** '#' at the start of a line, not followed by a separator ("#,name" is a header naming '#'). */
function isCommentAt(start: Buffer, at: number): boolean {
  if (start[at] !== HASH) return false;
  const next = String.fromCharCode(start[at + 1] ?? 0);
  return !(DELIMITERS as readonly string[]).includes(next);
}

/** The separator a header line uses most often outside quotes. */
function delimiterOf(header: string): Delimiter {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of header) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: Delimiter = DELIMITERS[0];
  for (const delimiter of DELIMITERS) {
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  }
  return best;
}

/**
 * The file's dialect: the lines starting with '#' above its header, as NOAA heads its files and as
 * the chart export writes its source (skipped before the parser sees them: a quote in a comment is
 * not a field; below the header a row starting with '#' is data), and its separator, from the
 * header line.
 */
export async function readDialect(file: string): Promise<CsvDialect> {
  const start = await readStart(file);
  let at = BOM.every((byte, i) => start[i] === byte) ? BOM.length : 0;
  let lines = 0;
  while (isCommentAt(start, at)) {
    const end = start.indexOf(LINE_FEED, at);
    if (end < 0) break;
    at = end + 1;
    lines++;
  }
  const lineFeed = start.indexOf(LINE_FEED, at);
  // a file of old Macs ends its lines with a carriage return alone
  const headerEnd = lineFeed < 0 ? start.indexOf(CARRIAGE_RETURN, at) : lineFeed;
  if (headerEnd < 0 && start.length === PROBE_BYTES) {
    const line = lines + 1;
    throw malformedCsv(
      `Line ${line}: the header is longer than ${PROBE_BYTES / 1024} KB; a header names at most ${DATASET_LIMITS.columnsMax} columns of at most ${DATASET_LIMITS.columnNameMax} characters`,
      { line, column: null },
    );
  }
  const delimiter = delimiterOf(
    start.toString('utf8', at, headerEnd < 0 ? start.length : headerEnd),
  );
  return {
    preamble: { lines, bytes: lines > 0 ? at : 0 },
    delimiter,
    recordDelimiter:
      lineFeed < 0
        ? headerEnd < 0
          ? '\n'
          : '\r'
        : start[lineFeed - 1] === CARRIAGE_RETURN
          ? '\r\n'
          : '\n',
    decimalComma: delimiter === ';',
    dayFirstDates: delimiter === ';',
  };
}
