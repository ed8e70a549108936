import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type CalendarEventRow,
  type CalendarRow,
  calendarAttendees,
  calendarEvents,
  calendarFeeds,
  calendars,
  datasets,
  datasetVersions,
  trips,
  users,
} from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Q = Db | Tx;

export type NewCalendarEvent = typeof calendarEvents.$inferInsert;
export type AttendeeWithName = { eventId: string; userId: string; answer: string; name: string };

/** The calendars' queries; `forUpdate` reads lock the row until the transaction ends. */
export const calendarRepository = {
  /** The team calendars and the user's personal one. */
  visibleCalendars: (db: Q, userId: string) =>
    db
      .select()
      .from(calendars)
      .where(or(eq(calendars.kind, 'team'), eq(calendars.ownerId, userId)))
      .orderBy(sql`${calendars.kind} = 'team'`, asc(calendars.createdAt), asc(calendars.id)),

  async calendar(db: Q, id: string, forUpdate = false): Promise<CalendarRow | undefined> {
    const query = db.select().from(calendars).where(eq(calendars.id, id));
    return (await (forUpdate ? query.for('update') : query))[0];
  },

  /** The user's personal calendar, made on first use (two first uses at once make one). */
  async personalCalendar(db: Q, userId: string, name: string, color: string) {
    await db
      .insert(calendars)
      .values({ kind: 'personal', ownerId: userId, name, color })
      .onConflictDoNothing({
        target: calendars.ownerId,
        where: sql`${calendars.kind} = 'personal'`,
      });
    const [row] = await db
      .select()
      .from(calendars)
      .where(and(eq(calendars.kind, 'personal'), eq(calendars.ownerId, userId)));
    return row as CalendarRow;
  },

  async insertCalendar(db: Q, values: typeof calendars.$inferInsert) {
    const [row] = await db.insert(calendars).values(values).returning();
    return row as CalendarRow;
  },

  async updateCalendar(db: Q, id: string, changes: { name?: string; color?: string }) {
    const [row] = await db
      .update(calendars)
      .set({ ...changes, version: sql`${calendars.version} + 1`, updatedAt: new Date() })
      .where(eq(calendars.id, id))
      .returning();
    return row as CalendarRow;
  },

  deleteCalendar: (db: Q, id: string) => db.delete(calendars).where(eq(calendars.id, id)),

  async event(db: Q, id: string, forUpdate = false): Promise<CalendarEventRow | undefined> {
    const query = db.select().from(calendarEvents).where(eq(calendarEvents.id, id));
    return (await (forUpdate ? query.for('update') : query))[0];
  },

  /**
   * Single events and series (not changed occurrences) that may have an occurrence in
   * [from, to): of `calendarIds`, or to which `invitee` is invited.
   */
  eventsInRange: (
    db: Q,
    where: { calendarIds: string[]; invitee?: string },
    from: Date,
    to: Date,
  ) =>
    db
      .select()
      .from(calendarEvents)
      .where(
        and(
          isNull(calendarEvents.seriesId),
          or(
            where.calendarIds.length > 0
              ? inArray(calendarEvents.calendarId, where.calendarIds)
              : sql`false`,
            where.invitee
              ? sql`${calendarEvents.id} in (select ${calendarAttendees.eventId} from ${calendarAttendees} where ${calendarAttendees.userId} = ${where.invitee})`
              : sql`false`,
          ),
          lt(calendarEvents.startAt, to),
          or(
            and(isNull(calendarEvents.rrule), gt(calendarEvents.endAt, from)),
            and(isNull(calendarEvents.rrule), eq(calendarEvents.startAt, from)),
            and(
              isNotNull(calendarEvents.rrule),
              or(isNull(calendarEvents.seriesEnd), gt(calendarEvents.seriesEnd, from)),
            ),
          ),
        ),
      ),

  /** The changed occurrences of these series. */
  overrides: (db: Q, seriesIds: string[]) =>
    seriesIds.length === 0
      ? Promise.resolve([] as CalendarEventRow[])
      : db.select().from(calendarEvents).where(inArray(calendarEvents.seriesId, seriesIds)),

  /** The changed occurrences of a series starting at or after `from`. */
  deleteOverridesFrom: (db: Q, seriesId: string, from: Date) =>
    db
      .delete(calendarEvents)
      .where(
        and(
          eq(calendarEvents.seriesId, seriesId),
          sql`${calendarEvents.recurrenceStart} >= ${from.toISOString()}`,
        ),
      ),

  deleteOverrides: (db: Q, seriesId: string, keep: string | null = null) =>
    db
      .delete(calendarEvents)
      .where(
        and(eq(calendarEvents.seriesId, seriesId), keep ? ne(calendarEvents.id, keep) : undefined),
      ),

  async override(db: Q, seriesId: string, recurrenceStart: Date) {
    const [row] = await db
      .select()
      .from(calendarEvents)
      .where(
        and(
          eq(calendarEvents.seriesId, seriesId),
          eq(calendarEvents.recurrenceStart, recurrenceStart),
        ),
      )
      .for('update');
    return row;
  },

  async insertEvent(db: Q, values: NewCalendarEvent) {
    const [row] = await db.insert(calendarEvents).values(values).returning();
    return row as CalendarEventRow;
  },

  async updateEvent(db: Q, id: string, changes: Partial<NewCalendarEvent>) {
    const [row] = await db
      .update(calendarEvents)
      .set({ ...changes, version: sql`${calendarEvents.version} + 1`, updatedAt: new Date() })
      .where(eq(calendarEvents.id, id))
      .returning();
    return row as CalendarEventRow;
  },

  deleteEvent: (db: Q, id: string) => db.delete(calendarEvents).where(eq(calendarEvents.id, id)),

  attendees: (db: Q, eventIds: string[]): Promise<AttendeeWithName[]> =>
    eventIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            eventId: calendarAttendees.eventId,
            userId: calendarAttendees.userId,
            answer: calendarAttendees.answer,
            name: sql<string>`coalesce(nullif(${users.displayName}, ''), nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
          })
          .from(calendarAttendees)
          .innerJoin(users, eq(users.id, calendarAttendees.userId))
          .where(inArray(calendarAttendees.eventId, eventIds))
          .orderBy(asc(users.firstName), asc(users.lastName)),

  /** Sets who is invited; those already invited keep their answer. */
  async setAttendees(db: Q, eventId: string, userIds: string[]) {
    await db.delete(calendarAttendees).where(
      and(
        eq(calendarAttendees.eventId, eventId),
        userIds.length > 0
          ? sql`${calendarAttendees.userId} not in (${sql.join(
              userIds.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : undefined,
      ),
    );
    if (userIds.length > 0)
      await db
        .insert(calendarAttendees)
        .values(userIds.map((userId) => ({ eventId, userId })))
        .onConflictDoNothing();
  },

  /** Gives `to` the attendees of `from`, with their answers. */
  async copyAttendees(db: Q, from: string, to: string) {
    const rows = await db
      .select()
      .from(calendarAttendees)
      .where(eq(calendarAttendees.eventId, from));
    if (rows.length > 0)
      await db
        .insert(calendarAttendees)
        .values(rows.map((row) => ({ ...row, eventId: to })))
        .onConflictDoNothing();
  },

  async setAnswer(db: Q, eventId: string, userId: string, answer: 'yes' | 'no' | 'maybe') {
    const rows = await db
      .update(calendarAttendees)
      .set({ answer })
      .where(
        and(
          or(
            eq(calendarAttendees.eventId, eventId),
            sql`${calendarAttendees.eventId} in (select ${calendarEvents.id} from ${calendarEvents} where ${calendarEvents.seriesId} = ${eventId})`,
          ),
          eq(calendarAttendees.userId, userId),
        ),
      )
      .returning();
    return rows.length > 0;
  },

  async isInvited(db: Q, eventId: string, userId: string) {
    const rows = await db
      .select({ userId: calendarAttendees.userId })
      .from(calendarAttendees)
      .where(and(eq(calendarAttendees.eventId, eventId), eq(calendarAttendees.userId, userId)));
    return rows.length > 0;
  },

  /** Every active user by name: who may be invited. */
  members: (db: Q) =>
    db
      .select({
        id: users.id,
        name: sql<string>`coalesce(nullif(${users.displayName}, ''), nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
      })
      .from(users)
      .where(eq(users.status, 'active'))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(1000),

  async activeUsers(db: Q, ids: string[]) {
    if (ids.length === 0) return 0;
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.status, 'active')));
    return rows.length;
  },

  /** Every stored event of a calendar: series, single events and changed occurrences. */
  eventsOfCalendar: (db: Q, calendarId: string) =>
    db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.calendarId, calendarId))
      .orderBy(asc(calendarEvents.startAt), asc(calendarEvents.id)),

  /** Replaces the user's subscription address of a calendar by `tokenHash`. */
  async setFeed(db: Q, calendarId: string, userId: string, tokenHash: string) {
    await db
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.calendarId, calendarId), eq(calendarFeeds.userId, userId)));
    await db.insert(calendarFeeds).values({ calendarId, userId, tokenHash });
  },

  async deleteFeed(db: Q, calendarId: string, userId: string) {
    const rows = await db
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.calendarId, calendarId), eq(calendarFeeds.userId, userId)))
      .returning();
    return rows.length > 0;
  },

  /** The subscription of a token with its user (active ones only) and calendar. */
  async feed(db: Q, tokenHash: string) {
    const [row] = await db
      .select({ calendar: calendars, userId: users.id, role: users.role })
      .from(calendarFeeds)
      .innerJoin(calendars, eq(calendars.id, calendarFeeds.calendarId))
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.status, 'active')));
    return row;
  },

  /** Trips with a day in [fromDate, toDate] (dates, both included), with their author's name. */
  tripsBetween: (db: Q, fromDate: string, toDate: string) =>
    db
      .select({
        id: trips.id,
        title: trips.title,
        startDate: trips.startDate,
        endDate: trips.endDate,
        travellerId: trips.createdBy,
        traveller: sql<string>`coalesce(nullif(${users.displayName}, ''), nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email}, '')`,
      })
      .from(trips)
      .leftJoin(users, eq(users.id, trips.createdBy))
      .where(and(sql`${trips.startDate} <= ${toDate}`, sql`${trips.endDate} >= ${fromDate}`))
      .orderBy(asc(trips.startDate), asc(trips.id))
      .limit(1000),

  /** The refreshes that made a version in [from, to). */
  refreshVersions: (db: Q, from: Date, to: Date) =>
    db
      .select({
        datasetId: datasetVersions.datasetId,
        name: datasets.name,
        at: datasetVersions.createdAt,
        version: datasetVersions.version,
      })
      .from(datasetVersions)
      .innerJoin(datasets, eq(datasets.id, datasetVersions.datasetId))
      .where(
        and(
          eq(datasetVersions.origin, 'refresh'),
          sql`${datasetVersions.createdAt} >= ${from.toISOString()}`,
          lt(datasetVersions.createdAt, to),
        ),
      )
      .limit(1000),

  /** URL data sets with a schedule or a last refresh: their interval, last try and its error. */
  refreshSchedules: (db: Q) =>
    db
      .select({
        datasetId: datasets.id,
        name: datasets.name,
        createdAt: datasets.createdAt,
        interval: datasets.refreshIntervalHours,
        lastAt: datasets.lastRefreshAt,
        lastError: datasets.lastRefreshError,
      })
      .from(datasets)
      .where(or(isNotNull(datasets.refreshIntervalHours), isNotNull(datasets.lastRefreshError))),
};
