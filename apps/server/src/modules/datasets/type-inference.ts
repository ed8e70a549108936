import type { ColumnQuality, ColumnType } from '@keeling/contract';

// Column types are inferred over every row (a sample misses sparse values), with the rules
// below rather than Date.parse, which reads "Test 2" as a year.

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const MONTH = /^(\d{4})-(\d{2})$/;
const YEAR_VALUE = /^\d{3,4}$/;
/** "year", "Year", "fiscal_year", "Année"… */
const YEAR_HEADER = /(^|[^a-z])(year|yr|année|annee|jahr|año|ano)([^a-z]|$)/i;

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The number as PostgreSQL reads it (a decimal point), or null when the text is not one. With
 * `decimalComma` (a file separated by semicolons, csv-dialect.ts) "424,61" is 424.61 too;
 * a value holding a point as well ("1,234.5") is not a number.
 */
export function numberText(value: string, decimalComma = false): string | null {
  const text = decimalComma && !value.includes('.') ? value.replace(',', '.') : value;
  if (!NUMBER.test(text)) return null;
  const number = Number(text);
  // What a double cannot hold, PostgreSQL refuses: too large (1e400) or so small that it
  // rounds to zero (1e-400, which has a non-zero digit before its exponent).
  const underflows = number === 0 && /[1-9]/.test(text.replace(/[eE].*$/, ''));
  return Number.isFinite(number) && !underflows ? text : null;
}

const isCalendarDay = (y: number, mo: number, d: number) =>
  y >= 1 &&
  mo >= 1 &&
  mo <= 12 &&
  d >= 1 &&
  d <= (mo === 2 && isLeap(y) ? 29 : (DAYS[mo - 1] ?? 0));

/**
 * The day as `YYYY-MM-DD`, or null when the text is not a real calendar day (not 2021-02-30),
 * year 1 or later. With `dayFirstDates` (a file separated by semicolons, csv-dialect.ts) a day
 * written `DD/MM/YYYY`, as a spreadsheet in French writes it, is one too.
 */
export function dateText(value: string, dayFirstDates = false): string | null {
  const iso = DATE.exec(value);
  if (iso) {
    return isCalendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) ? value : null;
  }
  const dayFirst = dayFirstDates ? DAY_FIRST.exec(value) : null;
  if (!dayFirst) return null;
  const [d = '', mo = '', y = ''] = dayFirst.slice(1);
  if (!isCalendarDay(Number(y), Number(mo), Number(d))) return null;
  return `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

export function isMonth(value: string): boolean {
  const m = MONTH.exec(value);
  return !!m && Number(m[1]) >= 1 && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

export function isYear(value: string): boolean {
  return YEAR_VALUE.test(value) && Number(value) >= 1;
}

/** Values read as missing: equal as text, or, for numeric markers, equal as numbers (-1, -01). */
export interface MissingMarkers {
  has(value: string): boolean;
}

/** How a file writes numbers and days, as csv-dialect.ts reads it. */
export interface ValueStyle {
  /** A number may write its decimals with a comma ("424,61"), as a spreadsheet in French does. */
  decimalComma?: boolean;
  /** A day may be written `DD/MM/YYYY`, as the same spreadsheet does. */
  dayFirstDates?: boolean;
}

/** The markers as a person types them ("-9.99" or "-9,99") against a file's values. */
export function missingMarkers(
  markers: readonly string[],
  { decimalComma = false }: ValueStyle = {},
): MissingMarkers {
  const text = new Set(markers.map((m) => m.trim()).filter((m) => m !== ''));
  const numbers = new Set(
    [...text]
      .map((marker) => numberText(marker, true))
      .filter((n) => n !== null)
      .map(Number),
  );
  if (numbers.size === 0) return text;
  return {
    has: (value) => {
      if (text.has(value)) return true;
      const number = numberText(value, decimalComma);
      return number !== null && numbers.has(Number(number));
    },
  };
}

export const looksLikeYearHeader = (header: string) => YEAR_HEADER.test(header.trim());

/** The flags of one column: which types every value seen so far fits. */
interface Candidate {
  seen: number;
  /** Empty cells and markers. */
  missing: number;
  number: boolean;
  date: boolean;
  month: boolean;
  year: boolean;
  /** The negative values seen, by number (a marker candidate); null once there are two kinds. */
  negatives: Map<number, { text: string; count: number }> | null;
}

/**
 * A missing-value marker suggested for a column of numbers: one negative value repeated while
 * every other value is zero or more (NOAA's `-9.99` among standard deviations, `-1` among days).
 */
function suggestedMarker(c: Candidate): string | null {
  if (!c.number || !c.negatives || c.negatives.size !== 1) return null;
  const [only] = c.negatives.values();
  return only && only.count >= 2 && only.count < c.seen ? only.text : null;
}

/** Feeds every row, then answers each column's type. Missing values are left out. */
export function createTypeInference(
  headers: readonly string[],
  missing: MissingMarkers,
  { decimalComma = false, dayFirstDates = false }: ValueStyle = {},
) {
  const columns: Candidate[] = headers.map(() => ({
    seen: 0,
    missing: 0,
    number: true,
    date: true,
    month: true,
    year: true,
    negatives: new Map(),
  }));
  return {
    add(row: readonly string[]): void {
      for (let i = 0; i < columns.length; i++) {
        const value = row[i] ?? '';
        const c = columns[i] as Candidate;
        if (value === '' || missing.has(value)) {
          c.missing++;
          continue;
        }
        c.seen++;
        if (c.number) {
          const number = numberText(value, decimalComma);
          if (number === null) c.number = false;
          else if (c.negatives && number.charCodeAt(0) === 45 /* - */) {
            const n = Number(number);
            const known = c.negatives.get(n);
            if (known) known.count++;
            else if (n < 0 && c.negatives.size === 0) c.negatives.set(n, { text: value, count: 1 });
            else if (n < 0) c.negatives = null;
          }
        }
        if (c.date && dateText(value, dayFirstDates) === null) c.date = false;
        if (c.month && !isMonth(value)) c.month = false;
        if (c.year && !isYear(value)) c.year = false;
      }
    },
    types(): ColumnType[] {
      return columns.map((c, i) => {
        if (c.seen === 0) return 'text';
        if (c.date) return 'date';
        if (c.month) return 'month';
        if (c.year && looksLikeYearHeader(headers[i] ?? '')) return 'year';
        if (c.number) return 'number';
        return 'text';
      });
    },
    /**
     * Each column's suggested markers and what it read for its inferred type with them: every
     * value fits it (none rejected); missing are the empty cells, the markers asked for and
     * the suggested marker's values.
     */
    report(rows: number): { missingMarkers: string[]; quality: ColumnQuality }[] {
      return columns.map((c) => {
        const marker = suggestedMarker(c);
        const suggestedCount = marker
          ? (c.negatives?.get(Number(numberText(marker, decimalComma)))?.count ?? 0)
          : 0;
        const missing = c.missing + suggestedCount;
        return {
          missingMarkers: marker ? [marker] : [],
          quality: { parsed: rows - missing, missing, rejected: 0 },
        };
      });
    },
  };
}

const TYPE_WORDS: Record<ColumnType, string> = {
  number: 'a number',
  date: 'a date (YYYY-MM-DD)',
  month: 'a month (YYYY-MM)',
  year: 'a year',
  text: 'text',
};

/** A value that does not fit its column's type. */
export class ValueError extends Error {
  /** The column's position, set by the caller that knows it. */
  index = -1;

  constructor(
    readonly value: string,
    readonly type: ColumnType,
    { dayFirstDates = false }: ValueStyle = {},
  ) {
    const words =
      type === 'date' && dayFirstDates ? 'a date (YYYY-MM-DD or DD/MM/YYYY)' : TYPE_WORDS[type];
    super(`“${value.length > 60 ? `${value.slice(0, 60)}…` : value}” is not ${words}`);
  }
}

const pad4 = (year: string) => year.padStart(4, '0');

/**
 * The value as PostgreSQL reads it for the column's physical type (double precision, date,
 * text), null for an empty cell or a missing marker; throws a ValueError when it does not fit.
 */
export function convertValue(
  type: ColumnType,
  raw: string,
  missing: MissingMarkers,
  { decimalComma = false, dayFirstDates = false }: ValueStyle = {},
): string | null {
  if (raw === '' || missing.has(raw)) return null;
  switch (type) {
    case 'number': {
      const number = numberText(raw, decimalComma);
      if (number === null) throw new ValueError(raw, type);
      return number;
    }
    case 'date': {
      const day = dateText(raw, dayFirstDates);
      if (day === null) throw new ValueError(raw, type, { dayFirstDates });
      return day;
    }
    case 'month':
      if (!isMonth(raw)) throw new ValueError(raw, type);
      return `${raw}-01`;
    case 'year':
      if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1) throw new ValueError(raw, type);
      return `${pad4(raw)}-01-01`;
    default:
      // PostgreSQL text cannot hold NUL.
      return raw.includes('\u0000') ? raw.replaceAll('\u0000', '') : raw;
  }
}

/** The physical column type of a catalogue type. */
export function sqlTypeOf(type: ColumnType): 'double precision' | 'date' | 'text' {
  if (type === 'number') return 'double precision';
  if (type === 'text') return 'text';
  return 'date';
}
