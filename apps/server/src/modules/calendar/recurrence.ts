import { CALENDAR_LIMITS } from '@keeling/contract';
import { RRuleTemporal } from 'rrule-temporal';
import { invalidRepeat } from './errors';
import { icalLocal, icalUtc, wallClock } from './time';

/** The RRULE parts the calendar understands (RFC 5545 §3.3.10, without sub-daily repeats). */
const PARTS: Record<string, RegExp> = {
  FREQ: /^(DAILY|WEEKLY|MONTHLY|YEARLY)$/,
  INTERVAL: /^[1-9]\d{0,2}$/,
  COUNT: /^[1-9]\d{0,3}$/,
  UNTIL: /^\d{8}(T\d{6}Z?)?$/,
  BYDAY: /^([+-]?[1-5]?(MO|TU|WE|TH|FR|SA|SU))(,[+-]?[1-5]?(MO|TU|WE|TH|FR|SA|SU))*$/,
  BYMONTHDAY: /^-?([1-9]|[12]\d|3[01])(,-?([1-9]|[12]\d|3[01]))*$/,
  BYMONTH: /^([1-9]|1[0-2])(,([1-9]|1[0-2]))*$/,
  BYSETPOS: /^-?[1-5](,-?[1-5])*$/,
  WKST: /^(MO|TU|WE|TH|FR|SA|SU)$/,
};

/** A series as the expansion needs it. */
export interface Series {
  startAt: Date;
  endAt: Date;
  allDay: boolean;
  timeZone: string;
  rrule: string;
}

/** The rule's parts, checked; 400 for anything else (sub-daily, both COUNT and UNTIL…). */
export function parseRule(rule: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const part of rule.replace(/^RRULE:/i, '').split(';')) {
    const [name, value, ...rest] = part.split('=');
    const key = name?.trim().toUpperCase() ?? '';
    const pattern = PARTS[key];
    if (!pattern || value === undefined || rest.length > 0 || parts.has(key)) throw invalidRepeat();
    const upper = value.trim().toUpperCase();
    if (!pattern.test(upper)) throw invalidRepeat();
    parts.set(key, upper);
  }
  if (!parts.has('FREQ') || (parts.has('COUNT') && parts.has('UNTIL'))) throw invalidRepeat();
  return parts;
}

export const formatRule = (parts: Map<string, string>) =>
  [...parts].map(([name, value]) => `${name}=${value}`).join(';');

/** The rule in its canonical form (upper case, checked). */
export const normalizeRule = (rule: string) => formatRule(parseRule(rule));

/** All-day series repeat in UTC (their midnights); timed ones in their own zone. */
const zoneOf = (series: Pick<Series, 'allDay' | 'timeZone'>) =>
  series.allDay ? 'UTC' : series.timeZone;

function ruleOf(series: Series) {
  const zone = zoneOf(series);
  const rruleString = `DTSTART;TZID=${zone}:${icalLocal(wallClock(series.startAt, zone))}\nRRULE:${series.rrule}`;
  try {
    return new RRuleTemporal({ rruleString });
  } catch {
    throw invalidRepeat();
  }
}

const epochMs = (value: { epochMilliseconds: number }) => value.epochMilliseconds;

/**
 * The starts of the occurrences that overlap [from, to), at most `limit`, in order; the wall
 * clock of the series' zone holds across daylight-saving switches.
 */
export function occurrenceStarts(
  series: Series,
  from: Date,
  to: Date,
  limit: number = CALENDAR_LIMITS.occurrences,
): Date[] {
  const duration = series.endAt.getTime() - series.startAt.getTime();
  const after = new Date(from.getTime() - duration);
  const starts: Date[] = [];
  for (const zoned of ruleOf(series).between(after, to, true)) {
    const ms = epochMs(zoned);
    // an occurrence overlaps when it ends after `from` (a zero-length one: starts at it or later)
    const overlaps = ms < to.getTime() && (ms + duration > from.getTime() || ms >= from.getTime());
    if (overlaps) starts.push(new Date(ms));
    if (starts.length >= limit) break;
  }
  return starts;
}

/** Whether `start` is an occurrence of the series. */
export function isOccurrence(series: Series, start: Date): boolean {
  const at = start.getTime();
  return ruleOf(series)
    .between(new Date(at), new Date(at), true)
    .some((zoned) => epochMs(zoned) === at);
}

/** The end of the series' last occurrence; null when it repeats forever. */
export function seriesEnd(series: Series): Date | null {
  const parts = parseRule(series.rrule);
  if (!parts.has('COUNT') && !parts.has('UNTIL')) return null;
  const all = ruleOf(series).all();
  const last = all.at(-1);
  const duration = series.endAt.getTime() - series.startAt.getTime();
  return new Date((last ? epochMs(last) : series.startAt.getTime()) + duration);
}

/** The rule cut so that its last occurrence starts before `before` (COUNT becomes UNTIL). */
export function ruleEndingBefore(rule: string, before: Date): string {
  const parts = parseRule(rule);
  parts.delete('COUNT');
  parts.set('UNTIL', icalUtc(new Date(before.getTime() - 1000)));
  return formatRule(parts);
}

/**
 * The rule for the rest of a series split at `from`: a COUNT is what remains of it; an UNTIL
 * stays.
 */
export function ruleFrom(series: Series, from: Date): string {
  const parts = parseRule(series.rrule);
  const count = parts.get('COUNT');
  if (count !== undefined) {
    const before = ruleOf(series)
      .all()
      .filter((zoned) => epochMs(zoned) < from.getTime()).length;
    parts.set('COUNT', String(Math.max(1, Number(count) - before)));
  }
  return formatRule(parts);
}
