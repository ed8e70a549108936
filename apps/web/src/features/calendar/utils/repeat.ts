/** The repeats the event dialog offers, and their RRULE (RFC 5545) both ways. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const REPEAT_FREQUENCIES = ['none', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];

export interface RepeatForm {
  freq: RepeatFrequency;
  interval: number;
  /** Weekly: the days it happens on. */
  days: Weekday[];
  /** Monthly: on the same day of the month, or the same weekday (the 2nd Tuesday). */
  monthlyBy: 'day' | 'weekday';
  ends: 'never' | 'until' | 'count';
  /** YYYY-MM-DD, the last day it may happen on. */
  until: string;
  count: number;
}

/** getDay() (0 = Sunday) → RRULE weekday. */
export const weekdayOf = (date: Date): Weekday => WEEKDAYS[(date.getDay() + 6) % 7] ?? 'MO';

/** Which of its weekday in the month a date is: 1 for the first Tuesday… */
export const nthOf = (date: Date) => Math.ceil(date.getDate() / 7);

export const noRepeat = (start: Date): RepeatForm => ({
  freq: 'none',
  interval: 1,
  days: [weekdayOf(start)],
  monthlyBy: 'day',
  ends: 'never',
  until: '',
  count: 10,
});

/** The RRULE of a form for an event starting at `start` (local time); null: no repeat. */
export function toRule(form: RepeatForm, start: Date): string | null {
  if (form.freq === 'none') return null;
  const parts = [`FREQ=${form.freq}`];
  if (form.interval > 1) parts.push(`INTERVAL=${form.interval}`);
  if (form.freq === 'WEEKLY') {
    const days = form.days.length > 0 ? form.days : [weekdayOf(start)];
    parts.push(`BYDAY=${WEEKDAYS.filter((d) => days.includes(d)).join(',')}`);
  }
  if (form.freq === 'MONTHLY')
    parts.push(
      form.monthlyBy === 'weekday'
        ? `BYDAY=${nthOf(start)}${weekdayOf(start)}`
        : `BYMONTHDAY=${start.getDate()}`,
    );
  if (form.ends === 'count') parts.push(`COUNT=${Math.max(1, Math.round(form.count))}`);
  if (form.ends === 'until' && /^\d{4}-\d{2}-\d{2}$/.test(form.until))
    parts.push(`UNTIL=${form.until.replaceAll('-', '')}T235959Z`);
  return parts.join(';');
}

/** The form of an RRULE; null for a rule the dialog cannot show (then it is kept as it is). */
export function fromRule(rule: string | null, start: Date): RepeatForm | null {
  const form = noRepeat(start);
  if (!rule) return form;
  const parts = new Map(
    rule.split(';').map((part) => part.split('=') as [string, string | undefined]),
  );
  const freq = parts.get('FREQ');
  if (freq !== 'DAILY' && freq !== 'WEEKLY' && freq !== 'MONTHLY' && freq !== 'YEARLY') return null;
  form.freq = freq;
  form.interval = Number(parts.get('INTERVAL') ?? 1);
  const byDay = parts.get('BYDAY');
  if (freq === 'WEEKLY' && byDay) {
    const days = byDay.split(',');
    if (!days.every((d): d is Weekday => (WEEKDAYS as readonly string[]).includes(d))) return null;
    form.days = days;
  }
  if (freq === 'MONTHLY') form.monthlyBy = byDay ? 'weekday' : 'day';
  const count = parts.get('COUNT');
  const until = parts.get('UNTIL');
  if (count) {
    form.ends = 'count';
    form.count = Number(count);
  } else if (until) {
    form.ends = 'until';
    form.until = `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}`;
  }
  const known = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'COUNT', 'UNTIL']);
  return [...parts.keys()].every((key) => known.has(key)) ? form : null;
}
