import type {
  Calendar,
  CalendarAnswer,
  CalendarEvent,
  CalendarLinkType,
  CalendarOccurrence,
} from '@keeling/contract';
import type { CalendarEventRow, CalendarRow } from '../../db/schema';
import type { AttendeeWithName } from './repository';
import { formatTime } from './time';

export const toCalendar = (row: CalendarRow, canEdit: boolean): Calendar => ({
  id: row.id,
  name: row.name,
  color: row.color,
  kind: row.kind,
  ownerId: row.ownerId,
  canEdit,
  version: row.version,
});

export function toEvent(
  row: CalendarEventRow,
  attendees: AttendeeWithName[],
  canEdit: boolean,
): CalendarEvent {
  return {
    id: row.id,
    calendarId: row.calendarId,
    title: row.title,
    description: row.description,
    location: row.location,
    allDay: row.allDay,
    start: formatTime(row.startAt, row.allDay),
    end: formatTime(row.endAt, row.allDay),
    timeZone: row.timeZone,
    repeat: row.rrule,
    seriesId: row.seriesId,
    recurrenceStart: row.recurrenceStart ? formatTime(row.recurrenceStart, row.allDay) : null,
    attendees: attendees
      .filter((a) => a.eventId === row.id)
      .map((a) => ({ userId: a.userId, name: a.name, answer: a.answer as CalendarAnswer })),
    link:
      row.linkType && row.linkId
        ? { type: row.linkType as CalendarLinkType, id: row.linkId }
        : null,
    createdBy: row.createdBy,
    canEdit,
    version: row.version,
  };
}

/** One occurrence: the stored event with this occurrence's start and end. */
export function toOccurrence(
  event: CalendarEvent,
  row: CalendarEventRow,
  start: Date,
  occurrenceStart: Date | null,
): CalendarOccurrence {
  const end = new Date(start.getTime() + (row.endAt.getTime() - row.startAt.getTime()));
  const original = occurrenceStart ? formatTime(occurrenceStart, row.allDay) : null;
  return {
    ...event,
    start: formatTime(start, row.allDay),
    end: formatTime(end, row.allDay),
    key: original ? `${row.id}/${original}` : row.id,
    occurrenceStart: original,
  };
}
