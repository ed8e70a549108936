import { invalidTimes, invalidTimeZone } from './errors';

/** A wall-clock time: what a clock in some zone shows. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The zone's canonical name; 400 for one the runtime does not know. */
export function checkTimeZone(timeZone: string): string {
  try {
    return formatter(timeZone).resolvedOptions().timeZone;
  } catch {
    throw invalidTimeZone();
  }
}

export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const asUtc = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** The zone's offset from UTC at an instant, in milliseconds. */
const offsetAt = (ms: number, timeZone: string) => asUtc(wallClock(new Date(ms), timeZone)) - ms;

/**
 * The instant a zone's clock shows `wall`. A time skipped by a daylight-saving switch moves
 * forward by the gap (02:30 on the March switch in Paris is 03:30), a repeated one takes the
 * first of the two.
 */
export function fromWallClock(wall: WallClock, timeZone: string): Date {
  const guess = asUtc(wall);
  // the zone's offsets a day either side: one of them holds at the instant sought
  const before = guess - offsetAt(guess - 86_400_000, timeZone);
  const after = guess - offsetAt(guess + 86_400_000, timeZone);
  const shows = (ms: number) => asUtc(wallClock(new Date(ms), timeZone)) === guess;
  const candidates = [before, after].filter(shows);
  // in a gap neither shows it: the offset before the switch moves the time forward by the gap
  return new Date(candidates.length > 0 ? Math.min(...candidates) : before);
}

/** The wall-clock time `ms` milliseconds of clock later (days keep their hour across a switch). */
export function shiftWall(wall: WallClock, ms: number): WallClock {
  const d = new Date(asUtc(wall) + ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** The wall-clock difference b − a in milliseconds (what a clock in the zone moved by). */
export const wallDifference = (a: WallClock, b: WallClock) => asUtc(b) - asUtc(a);

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** iCalendar's local DATE-TIME: 20260323T090000. */
export const icalLocal = (w: WallClock) =>
  `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;

/** iCalendar's UTC DATE-TIME: 20260323T080000Z. */
export const icalUtc = (instant: Date) => `${icalLocal(wallClock(instant, 'UTC'))}Z`;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An all-day event's date as midnight UTC; null when `value` is not a real date. */
export function parseDate(value: string): Date | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value ? date : null;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An instant written with its offset (or Z); null otherwise. */
export function parseInstant(value: string): Date | null {
  if (!INSTANT.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An event's (or an occurrence's) start or end in the API's form: a date or a UTC instant. */
export const formatTime = (instant: Date, allDay: boolean) =>
  allDay ? instant.toISOString().slice(0, 10) : instant.toISOString();

/** Parses `start`/`end` for an event: dates for all-day, instants otherwise; end after start. */
export function parseTimes(allDay: boolean, start: string, end: string) {
  const parse = allDay ? parseDate : parseInstant;
  const startAt = parse(start);
  const endAt = parse(end);
  if (!startAt || !endAt) throw invalidTimes();
  if (allDay ? endAt <= startAt : endAt < startAt) throw invalidTimes();
  return { startAt, endAt };
}

/** An occurrence's start as sent back by a client (a date or an instant); null if neither. */
export const parseOccurrenceStart = (value: string) => parseDate(value) ?? parseInstant(value);
