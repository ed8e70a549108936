import { z } from 'zod/mini';
import {
  CALENDAR_ANSWERS,
  CALENDAR_COLORS,
  CALENDAR_KINDS,
  CALENDAR_LINK_TYPES,
  CALENDAR_SCOPES,
  CALENDAR_LIMITS as L,
} from './calendar-constants';
import { errorResponseSchema } from './common';

export * from './calendar-constants';

// Calendars (issue 32). A timed event's `start`/`end` are instants (ISO 8601 with an offset) and
// its `timeZone` the IANA zone its repeats keep the wall-clock time in; an all-day event's are
// dates (YYYY-MM-DD), `end` the day after the last one (as iCalendar). A repeat is an RRULE
// (`FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10`), expanded by the server for the range asked.

const text = (max: number, label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const version = z.int().check(z.minimum(1));

export const calendarKindSchema = z.enum(CALENDAR_KINDS);
export const calendarAnswerSchema = z.enum(CALENDAR_ANSWERS);
export const calendarScopeSchema = z.enum(CALENDAR_SCOPES);
export const calendarColorSchema = z.enum(CALENDAR_COLORS);

export const calendarSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  color: z.string(),
  kind: calendarKindSchema,
  /** The owner of a personal calendar; null for a team calendar. */
  ownerId: z.nullable(z.uuid()),
  /** Whether the signed-in user may change it and its events. */
  canEdit: z.boolean(),
  version: z.int(),
});
export type Calendar = z.infer<typeof calendarSchema>;

/** A link to a Keeling item (an `ItemRef` of the kinds an event may point to, decision 0069). */
export const calendarLinkSchema = z.object({
  type: z.enum(CALENDAR_LINK_TYPES),
  id: z.uuid('Must be a valid id'),
});
export type CalendarLink = z.infer<typeof calendarLinkSchema>;

export const calendarAttendeeSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  answer: calendarAnswerSchema,
});
export type CalendarAttendee = z.infer<typeof calendarAttendeeSchema>;

/** A stored event: a single one, a repeating series, or one changed occurrence of a series. */
export const calendarEventSchema = z.object({
  id: z.uuid(),
  calendarId: z.uuid(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  allDay: z.boolean(),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  /** The series' RRULE; null for a single event and for a changed occurrence. */
  repeat: z.nullable(z.string()),
  /** A changed occurrence: its series and the start it replaces. */
  seriesId: z.nullable(z.uuid()),
  recurrenceStart: z.nullable(z.string()),
  attendees: z.array(calendarAttendeeSchema),
  link: z.nullable(calendarLinkSchema),
  createdBy: z.nullable(z.uuid()),
  canEdit: z.boolean(),
  version: z.int(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/**
 * One occurrence in a range. Changes and deletions address `eventId` (the stored event it comes
 * from) with its `version`; for a repeat they also send `occurrenceStart` and a scope.
 */
export const calendarOccurrenceSchema = z.object({
  ...calendarEventSchema.shape,
  /** Unique in an answer: the event id and the occurrence's original start. */
  key: z.string(),
  /** The original start of this occurrence in its series; null for a single event. */
  occurrenceStart: z.nullable(z.string()),
});
export type CalendarOccurrence = z.infer<typeof calendarOccurrenceSchema>;

export const calendarListResponseSchema = z.object({ items: z.array(calendarSchema) });
export const calendarResponseSchema = z.object({ calendar: calendarSchema });
export const calendarEventResponseSchema = z.object({ event: calendarEventSchema });
export const calendarOccurrencesResponseSchema = z.object({
  items: z.array(calendarOccurrenceSchema),
  /** True when the range held more than CALENDAR_LIMITS.occurrences: ask a shorter one. */
  truncated: z.boolean(),
});
export type CalendarOccurrences = z.infer<typeof calendarOccurrencesResponseSchema>;

export const calendarIdParamsSchema = z.object({ id: z.uuid('Must be a valid id') });

export const calendarCreateSchema = z.strictObject({
  name: text(L.name, 'Name'),
  color: calendarColorSchema,
});
export type CalendarCreate = z.input<typeof calendarCreateSchema>;

export const calendarUpdateSchema = z.strictObject({
  version,
  name: z.optional(text(L.name, 'Name')),
  color: z.optional(calendarColorSchema),
});

/** A range of occurrences: instants (or dates), `to` excluded; optional calendar ids, comma-separated. */
export const calendarOccurrencesQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  calendars: z.optional(z.string().check(z.maxLength(2000))),
});

const eventFields = {
  calendarId: z.uuid(),
  title: text(L.title, 'Title'),
  description: optionalText(L.description),
  location: optionalText(L.location),
  allDay: z.boolean(),
  /** An instant with its offset, or a date for an all-day event. */
  start: z.string().check(z.minLength(10), z.maxLength(40)),
  end: z.string().check(z.minLength(10), z.maxLength(40)),
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
  repeat: z.nullable(z.string().check(z.trim(), z.maxLength(L.rrule))),
  attendeeIds: z.array(z.uuid()).check(z.maxLength(L.attendees)),
  link: z.nullable(calendarLinkSchema),
};

export const calendarEventCreateSchema = z.strictObject({
  calendarId: eventFields.calendarId,
  title: eventFields.title,
  description: z._default(eventFields.description, ''),
  location: z._default(eventFields.location, ''),
  allDay: z._default(eventFields.allDay, false),
  start: eventFields.start,
  end: eventFields.end,
  timeZone: z._default(eventFields.timeZone, 'UTC'),
  repeat: z._default(eventFields.repeat, null),
  attendeeIds: z._default(eventFields.attendeeIds, [] as string[]),
  link: z._default(eventFields.link, null),
});
export type CalendarEventCreate = z.input<typeof calendarEventCreateSchema>;

/**
 * Changes an event. For an occurrence of a repeat: `occurrenceStart` and `scope` (this one, this
 * and the following ones, all). `start`/`end` are the occurrence's new ones; for `following` and
 * `all` the series moves by the same wall-clock shift.
 */
export const calendarEventUpdateSchema = z.strictObject({
  version,
  scope: z._default(calendarScopeSchema, 'all'),
  occurrenceStart: z.optional(z.string().check(z.minLength(10), z.maxLength(40))),
  calendarId: z.optional(eventFields.calendarId),
  title: z.optional(eventFields.title),
  description: z.optional(eventFields.description),
  location: z.optional(eventFields.location),
  allDay: z.optional(eventFields.allDay),
  start: z.optional(eventFields.start),
  end: z.optional(eventFields.end),
  timeZone: z.optional(eventFields.timeZone),
  repeat: z.optional(eventFields.repeat),
  attendeeIds: z.optional(eventFields.attendeeIds),
  link: z.optional(eventFields.link),
});
export type CalendarEventUpdate = z.input<typeof calendarEventUpdateSchema>;

export const calendarEventDeleteQuerySchema = z.object({
  version: z.coerce.number().check(z.int(), z.minimum(1)),
  scope: z._default(calendarScopeSchema, 'all'),
  occurrenceStart: z.optional(z.string().check(z.minLength(10), z.maxLength(40))),
});

export const calendarAnswerBodySchema = z.strictObject({
  answer: z.enum(['yes', 'no', 'maybe']),
});

/** A 409: the calendar or the event as it is now. */
export const calendarConflictResponseSchema = z.extend(errorResponseSchema, {
  calendar: z.optional(calendarSchema),
  event: z.optional(calendarEventSchema),
});

/** An .ics file's text (read by the browser from the file chosen). */
export const calendarImportSchema = z.strictObject({
  content: z.string().check(z.minLength(1), z.maxLength(L.icsChars)),
});
export const calendarImportResponseSchema = z.object({
  /** Events stored (a repeat counts once; its changed occurrences too). */
  imported: z.int(),
});

/** A refused import: the line of the file at fault (1-based), when the file is the reason. */
export const calendarImportErrorSchema = z.extend(errorResponseSchema, {
  line: z.optional(z.int()),
});

/** A private subscription address: its path, to which the browser adds its origin. */
export const calendarFeedResponseSchema = z.object({ path: z.string() });

export const calendarFeedParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}(\.ics)?$/, 'Must be a feed token')),
});

/** A trip on the calendar: its dates (the end included), and who travels (its author). */
export const calendarTripSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  travellerId: z.nullable(z.uuid()),
  traveller: z.string(),
});

/** A data set's refresh: one that ran (with its result) or one its schedule has due. */
export const calendarRefreshSchema = z.object({
  datasetId: z.uuid(),
  name: z.string(),
  at: z.iso.datetime(),
  status: z.enum(['done', 'failed', 'due']),
  /** The version a refresh that worked made. */
  version: z.nullable(z.int()),
});

/** What Keeling knows that goes on the calendar, read-only: trips and data-set refreshes. */
export const calendarOverlaysResponseSchema = z.object({
  trips: z.array(calendarTripSchema),
  refreshes: z.array(calendarRefreshSchema),
});
export type CalendarOverlays = z.infer<typeof calendarOverlaysResponseSchema>;

/** The active members one may invite: id and name. */
export const calendarMembersResponseSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type CalendarMember = z.infer<typeof calendarMembersResponseSchema>['items'][number];
