import { CALENDAR_ANSWERS, CALENDAR_KINDS } from '@keeling/contract/constants';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './schema-columns';
import { users } from './schema-users';

/**
 * Calendars (issue 32): team calendars, managed by editors and admins, and one personal
 * calendar per user (`owner_id`), made the first time they open the calendar.
 */
export const calendars = pgTable(
  'calendars',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    color: text('color').notNull(),
    kind: text('kind', { enum: CALENDAR_KINDS }).notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('calendars_personal_owner_idx').on(t.ownerId).where(sql`${t.kind} = 'personal'`),
    check(
      'calendars_kind_owner_check',
      sql`(${t.kind} = 'team' and ${t.ownerId} is null) or (${t.kind} = 'personal' and ${t.ownerId} is not null)`,
    ),
  ],
);

/**
 * Events. A timed event is stored as instants with the IANA zone its repeats keep the wall-clock
 * time in; an all-day one as midnights UTC of its dates (`end_at` the day after the last).
 * A series has `rrule` (the RRULE's parts, no DTSTART), `exdates` (the original starts of
 * deleted occurrences) and `series_end` (the end of its last occurrence, null when endless).
 * A changed occurrence is a row of its own with `series_id` and `recurrence_start` (the start it
 * replaces); it goes with its series.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    allDay: boolean('all_day').notNull().default(false),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    rrule: text('rrule'),
    exdates: timestamp('exdates', { withTimezone: true, mode: 'date' })
      .array()
      .notNull()
      .default(sql`'{}'::timestamptz[]`),
    seriesEnd: timestamp('series_end', { withTimezone: true, mode: 'date' }),
    seriesId: uuid('series_id').references((): AnyPgColumn => calendarEvents.id, {
      onDelete: 'cascade',
    }),
    recurrenceStart: timestamp('recurrence_start', { withTimezone: true, mode: 'date' }),
    linkType: text('link_type'),
    linkId: text('link_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('calendar_events_calendar_start_idx').on(t.calendarId, t.startAt),
    index('calendar_events_series_idx').on(t.seriesId),
    uniqueIndex('calendar_events_occurrence_idx').on(t.seriesId, t.recurrenceStart),
    check('calendar_events_end_check', sql`${t.endAt} >= ${t.startAt}`),
  ],
);

/** Who is invited to an event (a series or a single one) and their answer. */
export const calendarAttendees = pgTable(
  'calendar_attendees',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer', { enum: CALENDAR_ANSWERS }).notNull().default('pending'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('calendar_attendees_user_idx').on(t.userId),
    check('calendar_attendees_answer_check', sql`${t.answer} in ('pending', 'yes', 'no', 'maybe')`),
  ],
);

/**
 * Private subscription addresses: one per user and calendar, a random token in the URL of
 * which only the SHA-256 is kept; deleting the row revokes it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    tokenHash: text('token_hash').primaryKey(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_user_calendar_idx').on(t.userId, t.calendarId)],
);

export type CalendarRow = typeof calendars.$inferSelect;
export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type CalendarAttendeeRow = typeof calendarAttendees.$inferSelect;
