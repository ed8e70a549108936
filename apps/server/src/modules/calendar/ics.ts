import { invalidIcs } from './errors';
import { normalizeRule } from './recurrence';
import {
  checkTimeZone,
  fromWallClock,
  icalLocal,
  icalUtc,
  type WallClock,
  wallClock,
} from './time';

// iCalendar (RFC 5545) in and out, for the calendar's own model: events with DTSTART/DTEND
// (a date, a UTC time or a time in a TZID zone), RRULE, EXDATE and RECURRENCE-ID. The reader
// names the line of the first thing it cannot take; nothing is saved from a file it refuses.

/** One content line, unfolded: its name, parameters, value and the line it started on. */
interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
  line: number;
}

/** A VEVENT as read. */
export interface IcsEvent {
  uid: string;
  title: string;
  description: string;
  location: string;
  allDay: boolean;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  rrule: string | null;
  exdates: Date[];
  /** A changed occurrence of the series with the same UID: the start it replaces. */
  recurrenceStart: Date | null;
}

const fail = (line: number, what: string) => invalidIcs(line, `Line ${line}: ${what}`);

function unfold(text: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    const last = lines.at(-1);
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && last) last.text += raw.slice(1);
    else if (raw.trim() !== '') lines.push({ text: raw, line: index + 1 });
  });
  return lines;
}

function parseLine({ text, line }: { text: string; line: number }): ContentLine {
  const head = /^([A-Za-z0-9-]+)/.exec(text);
  if (!head) throw fail(line, 'not an iCalendar line (NAME:value)');
  const name = head[1]?.toUpperCase() ?? '';
  const params: Record<string, string> = {};
  let i = name.length;
  while (text[i] === ';') {
    const param = /^;([A-Za-z0-9-]+)=("[^"]*"|[^;:,]*(,[^;:,]*)*)/.exec(text.slice(i));
    if (!param) throw fail(line, `a parameter of ${name} is not NAME=value`);
    params[(param[1] ?? '').toUpperCase()] = (param[2] ?? '').replace(/^"|"$/g, '');
    i += param[0].length;
  }
  if (text[i] !== ':') throw fail(line, `${name} has no value (":" missing)`);
  return { name, params, value: text.slice(i + 1), line };
}

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

const DATE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/;

/** A DATE or DATE-TIME value: the instant, whether it is a date, and the zone it is in. */
function parseTime(prop: ContentLine, value = prop.value) {
  const date = DATE.exec(value);
  if (date && (prop.params.VALUE ?? 'DATE') === 'DATE') {
    const [, y, m, d] = date.map(Number) as number[];
    const at = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
    if (at.getUTCDate() !== d) throw fail(prop.line, `${prop.name} is not a real date`);
    return { at, allDay: true, zone: 'UTC' };
  }
  const dt = DATE_TIME.exec(value);
  if (!dt) throw fail(prop.line, `${prop.name} is not a date or a date-time`);
  const [year, month, day, hour, minute, second] = dt.slice(1, 7).map(Number) as number[];
  const wall: WallClock = {
    year: year ?? 0,
    month: month ?? 1,
    day: day ?? 1,
    hour: hour ?? 0,
    minute: minute ?? 0,
    second: second ?? 0,
  };
  if (dt[7] === 'Z') return { at: fromWallClock(wall, 'UTC'), allDay: false, zone: 'UTC' };
  const tzid = prop.params.TZID;
  let zone = 'UTC';
  if (tzid) {
    try {
      zone = checkTimeZone(tzid);
    } catch {
      throw fail(prop.line, `unknown time zone "${tzid}" (use an IANA name such as Europe/Paris)`);
    }
  }
  return { at: fromWallClock(wall, zone), allDay: false, zone };
}

const DURATION = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

function parseDuration(prop: ContentLine): number {
  const d = DURATION.exec(prop.value);
  if (!d || prop.value === 'P' || prop.value.endsWith('T'))
    throw fail(prop.line, 'DURATION is not a duration (P1D, PT1H30M…)');
  const [w, days, h, m, s] = d.slice(2).map((v) => Number(v ?? 0)) as number[];
  const ms =
    (((((w ?? 0) * 7 + (days ?? 0)) * 24 + (h ?? 0)) * 60 + (m ?? 0)) * 60 + (s ?? 0)) * 1000;
  return d[1] === '-' ? -ms : ms;
}

function readEvent(props: ContentLine[], begin: number): IcsEvent {
  const one = (name: string) => props.find((p) => p.name === name);
  const start = one('DTSTART');
  if (!start) throw fail(begin, 'this VEVENT has no DTSTART');
  const { at: startAt, allDay, zone } = parseTime(start);
  let endAt: Date;
  const end = one('DTEND');
  const duration = one('DURATION');
  if (end) endAt = parseTime(end).at;
  else if (duration) endAt = new Date(startAt.getTime() + parseDuration(duration));
  else endAt = new Date(startAt.getTime() + (allDay ? 86_400_000 : 0));
  if (endAt < startAt || (allDay && endAt.getTime() === startAt.getTime()))
    throw fail((end ?? duration ?? start).line, 'the event ends before it starts');
  const rruleProp = one('RRULE');
  let rrule: string | null = null;
  if (rruleProp) {
    try {
      rrule = normalizeRule(rruleProp.value);
    } catch {
      throw fail(rruleProp.line, 'RRULE is not a repeat the calendar can keep');
    }
  }
  const exdates = props
    .filter((p) => p.name === 'EXDATE')
    .flatMap((p) => p.value.split(',').map((value) => parseTime(p, value).at));
  const recurrence = one('RECURRENCE-ID');
  const title = unescapeText(one('SUMMARY')?.value ?? '').trim();
  return {
    uid: one('UID')?.value ?? `line-${begin}`,
    title: title === '' ? '(no title)' : title.slice(0, 200),
    description: unescapeText(one('DESCRIPTION')?.value ?? '').slice(0, 10_000),
    location: unescapeText(one('LOCATION')?.value ?? '').slice(0, 300),
    allDay,
    startAt,
    endAt,
    timeZone: zone,
    rrule,
    exdates,
    recurrenceStart: recurrence ? parseTime(recurrence).at : null,
  };
}

/** The events of an iCalendar text; a 400 naming the line of the first problem. */
export function parseIcs(text: string): IcsEvent[] {
  const lines = unfold(text).map(parseLine);
  const first = lines[0];
  if (!first || first.name !== 'BEGIN' || first.value.toUpperCase() !== 'VCALENDAR')
    throw fail(first?.line ?? 1, 'an iCalendar file starts with BEGIN:VCALENDAR');
  const stack: { name: string; line: number }[] = [];
  const events: IcsEvent[] = [];
  let props: ContentLine[] | null = null;
  let eventLine = 0;
  for (const prop of lines) {
    if (prop.name === 'BEGIN') {
      const name = prop.value.toUpperCase();
      stack.push({ name, line: prop.line });
      if (name === 'VEVENT') {
        if (stack.length !== 2) throw fail(prop.line, 'a VEVENT belongs directly in the VCALENDAR');
        props = [];
        eventLine = prop.line;
      }
    } else if (prop.name === 'END') {
      const open = stack.pop();
      const name = prop.value.toUpperCase();
      if (!open || open.name !== name)
        throw fail(
          prop.line,
          `END:${name} does not close ${open ? `BEGIN:${open.name}` : 'anything'}`,
        );
      if (name === 'VEVENT' && props) {
        events.push(readEvent(props, eventLine));
        props = null;
      }
    } else if (props && stack.length === 2) props.push(prop);
  }
  const open = stack.at(-1);
  if (open) throw fail(open.line, `BEGIN:${open.name} is never closed`);
  return events;
}

// --- out ---

const escapeText = (value: string) =>
  value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char) > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const icsDate = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '');

/** An event to write: the stored one (a series, a single one or a changed occurrence). */
export interface IcsOut {
  uid: string;
  title: string;
  description: string;
  location: string;
  allDay: boolean;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  rrule: string | null;
  exdates: Date[];
  recurrenceStart: Date | null;
  updatedAt: Date;
}

/**
 * A VTIMEZONE for `zone` in the years of `years`: its offsets, and each change between them as
 * a STANDARD or DAYLIGHT rule (the offsets read from the runtime's zone data).
 */
function vtimezone(zone: string, years: number[]): string[] {
  const offset = (ms: number) => {
    const w = wallClock(new Date(ms), zone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - ms;
  };
  const format = (ms: number) => {
    const minutes = Math.round(ms / 60_000);
    const sign = minutes < 0 ? '-' : '+';
    const abs = Math.abs(minutes);
    return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
  };
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const blocks: string[] = [];
  for (const year of [...new Set(years)].sort()) {
    let at = Date.UTC(year, 0, 1);
    const end = Date.UTC(year + 1, 0, 1);
    let current = offset(at);
    for (; at < end; at += 3_600_000) {
      const next = offset(at + 3_600_000);
      if (next === current) continue;
      // the change's instant, written as the old offset's clock showed it
      const change = at + 3_600_000;
      const kind = next > current ? 'DAYLIGHT' : 'STANDARD';
      blocks.push(
        `BEGIN:${kind}`,
        `DTSTART:${icalLocal(wallClock(new Date(change + current), 'UTC'))}`,
        `TZOFFSETFROM:${format(current)}`,
        `TZOFFSETTO:${format(next)}`,
        `END:${kind}`,
      );
      current = next;
    }
  }
  if (blocks.length === 0) {
    const now = offset(Date.UTC(years[0] ?? 2000, 0, 1));
    blocks.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${format(now)}`,
      `TZOFFSETTO:${format(now)}`,
      'END:STANDARD',
    );
  }
  return [...lines, ...blocks, 'END:VTIMEZONE'];
}

/** A calendar as iCalendar text (CRLF lines, folded), its zones described by VTIMEZONEs. */
export function formatIcs(name: string, events: IcsOut[], now: Date): string {
  const time = (e: IcsOut, at: Date, prop: string) => {
    if (e.allDay) return `${prop};VALUE=DATE:${icsDate(at)}`;
    if (e.timeZone === 'UTC') return `${prop}:${icalUtc(at)}`;
    return `${prop};TZID=${e.timeZone}:${icalLocal(wallClock(at, e.timeZone))}`;
  };
  const zones = new Map<string, number[]>();
  for (const e of events) {
    if (e.allDay || e.timeZone === 'UTC') continue;
    const years = zones.get(e.timeZone) ?? [];
    years.push(e.startAt.getUTCFullYear());
    zones.set(e.timeZone, years);
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Keeling//Calendar//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...[...zones].flatMap(([zone, years]) => vtimezone(zone, years)),
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${icalUtc(now)}`,
      `LAST-MODIFIED:${icalUtc(e.updatedAt)}`,
      time(e, e.startAt, 'DTSTART'),
      time(e, e.endAt, 'DTEND'),
    );
    if (e.recurrenceStart) lines.push(time(e, e.recurrenceStart, 'RECURRENCE-ID'));
    if (e.rrule) lines.push(`RRULE:${e.rrule}`);
    for (const ex of e.exdates) lines.push(time(e, ex, 'EXDATE'));
    lines.push(`SUMMARY:${escapeText(e.title)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
