import type { ColumnType } from '@keeling/contract';
import { badSpec } from './errors';

/** A range on the x column: dates as `YYYY-MM-DD` (from inclusive, to exclusive) or numbers. */
export type XRange =
  | { kind: 'date'; from: string | null; toExclusive: string | null }
  | { kind: 'number'; from: number | null; to: number | null };

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const PERIOD = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const iso = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;

/**
 * A bound `YYYY`, `YYYY-MM` or `YYYY-MM-DD` as the period it names: its first day and the day
 * after its last. Null when it is not a real period.
 */
export function parsePeriod(text: string): { start: string; end: string } | null {
  const m = PERIOD.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = m[2] === undefined ? null : Number(m[2]);
  const day = m[3] === undefined ? null : Number(m[3]);
  if (year < 1 || (month !== null && (month < 1 || month > 12))) return null;
  const utc = (y: number, mo: number, d: number) => {
    const date = new Date(0);
    date.setUTCFullYear(y, mo, d);
    return date;
  };
  const start = utc(year, (month ?? 1) - 1, day ?? 1);
  // 2021-02-30 rolls over to March: not a real day.
  if (day !== null && start.getUTCDate() !== day) return null;
  const end =
    day !== null
      ? utc(year, (month ?? 1) - 1, day + 1)
      : month !== null
        ? utc(year, month, 1)
        : utc(year + 1, 0, 1);
  return { start: iso(start), end: iso(end) };
}

const blank = (bound: string | null) =>
  bound === null || bound.trim() === '' ? null : bound.trim();

/**
 * The spec's rangeFrom/rangeTo for an x column of `type`. Both bounds are inclusive as periods:
 * `2000`…`2009` is every day of 2000 to 2009. Invalid bounds are a 400 (`charts.bad_spec`).
 */
export function parseRange(
  type: ColumnType,
  rangeFrom: string | null,
  rangeTo: string | null,
): XRange | null {
  const from = blank(rangeFrom);
  const to = blank(rangeTo);
  if (from === null && to === null) return null;
  if (type === 'text') throw badSpec('rangeFrom', 'a time range needs a date or number x column');
  if (type === 'number') {
    const read = (field: string, bound: string | null) => {
      if (bound === null) return null;
      if (!NUMBER.test(bound) || !Number.isFinite(Number(bound)))
        throw badSpec(field, `“${bound}” is not a number`);
      return Number(bound);
    };
    const range = {
      kind: 'number' as const,
      from: read('rangeFrom', from),
      to: read('rangeTo', to),
    };
    if (range.from !== null && range.to !== null && range.from > range.to)
      throw badSpec('rangeTo', 'the range ends before it starts');
    return range;
  }
  const read = (field: string, bound: string | null) => {
    if (bound === null) return null;
    const period = parsePeriod(bound);
    if (!period) throw badSpec(field, `“${bound}” is not YYYY, YYYY-MM or YYYY-MM-DD`);
    return period;
  };
  const start = read('rangeFrom', from);
  const end = read('rangeTo', to);
  if (start && end && start.start >= end.end)
    throw badSpec('rangeTo', 'the range ends before it starts');
  return { kind: 'date', from: start?.start ?? null, toExclusive: end?.end ?? null };
}
