import type { Dayjs } from 'dayjs';

/** The browser's IANA zone: the zone a new event's repeats keep their wall-clock time in. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date as the API writes an all-day event's (YYYY-MM-DD). */
export const localDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * The API's `start`/`end` of the dialog's values: instants, or for an all-day event dates with
 * the end the day after the last day.
 */
export function toApiTimes(values: { allDay: boolean; start: Dayjs; end: Dayjs }) {
  if (values.allDay)
    return {
      start: values.start.format('YYYY-MM-DD'),
      end: values.end.add(1, 'day').format('YYYY-MM-DD'),
    };
  return { start: values.start.toDate().toISOString(), end: values.end.toDate().toISOString() };
}

/** The API's `start`/`end` of an event dragged or resized in the grid. */
export function droppedTimes(allDay: boolean, start: Date, end: Date | null) {
  if (allDay) {
    const last = end ?? new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
    return { start: localDate(start), end: localDate(last) };
  }
  const to = end ?? new Date(start.getTime() + 3_600_000);
  return { start: start.toISOString(), end: to.toISOString() };
}
