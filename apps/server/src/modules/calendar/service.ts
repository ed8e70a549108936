import { createHash, randomBytes } from 'node:crypto';
import {
  CALENDAR_COLORS,
  CALENDAR_LIMITS,
  type Calendar,
  type CalendarEvent,
  type CalendarLink,
  type CalendarOccurrences,
  type CalendarOverlays,
  type CalendarScope,
  type calendarCreateSchema,
  type calendarEventCreateSchema,
  type calendarEventUpdateSchema,
  type calendarUpdateSchema,
  CALENDAR_EVENT_KINDS as KINDS,
  type Role,
} from '@keeling/contract';
import type { z } from 'zod/mini';
import type { Db } from '../../db/client';
import type { CalendarEventRow, CalendarRow } from '../../db/schema';
import type { EventsService } from '../events/service';
import type { ItemsService } from '../items/service';
import {
  calendarNotFound,
  eventNotFound,
  feedNotFound,
  invalidRange,
  notInvited,
  notYours,
  personalCalendar,
  unknownAttendee,
  unknownLink,
  unknownOccurrence,
  versionConflict,
} from './errors';
import { formatIcs, type IcsOut, parseIcs } from './ics';
import {
  isOccurrence,
  normalizeRule,
  occurrenceStarts,
  ruleEndingBefore,
  ruleFrom,
  type Series,
  seriesEnd,
} from './recurrence';
import { type NewCalendarEvent, calendarRepository as repo, type Tx } from './repository';
import { toCalendar, toEvent, toOccurrence } from './serialize';
import {
  checkTimeZone,
  formatTime,
  fromWallClock,
  parseOccurrenceStart,
  parseTimes,
  shiftWall,
  wallClock,
  wallDifference,
} from './time';

export { fromWallClock } from './time';

export interface CalendarServiceDeps {
  db: Db;
  events: Pick<EventsService, 'transaction' | 'record'>;
  /** What a link may point to: the Keeling items the person may see (decision 0069). */
  items: Pick<ItemsService, 'resolve'>;
  /** The clock of the files' DTSTAMP (tests fix it). */
  now?: () => Date;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const icsOf = (rows: CalendarEventRow[]): IcsOut[] =>
  rows.map((row) => ({
    uid: `${row.seriesId ?? row.id}@keeling`,
    title: row.title,
    description: row.description,
    location: row.location,
    allDay: row.allDay,
    startAt: row.startAt,
    endAt: row.endAt,
    timeZone: row.timeZone,
    rrule: row.rrule,
    exdates: row.exdates,
    recurrenceStart: row.recurrenceStart,
    updatedAt: row.updatedAt,
  }));

export type Actor = { id: string; role: Role };

type EventCreate = z.output<typeof calendarEventCreateSchema>;
type EventUpdate = z.output<typeof calendarEventUpdateSchema>;
type EventFields = Omit<EventUpdate, 'version' | 'scope' | 'occurrenceStart'>;

/** The name a personal calendar starts with (its owner may rename it). */
export const PERSONAL_CALENDAR_NAME = 'Personal';

const DAY_MS = 86_400_000;

const canEdit = (calendar: CalendarRow, actor: Actor) =>
  calendar.kind === 'team'
    ? actor.role === 'admin' || actor.role === 'editor'
    : calendar.ownerId === actor.id;

const canSeeCalendar = (calendar: CalendarRow, actor: Actor) =>
  calendar.kind === 'team' || calendar.ownerId === actor.id;

const asSeries = (row: CalendarEventRow): Series => ({
  startAt: row.startAt,
  endAt: row.endAt,
  allDay: row.allDay,
  timeZone: row.timeZone,
  rrule: row.rrule ?? '',
});

const zoneOf = (row: { allDay: boolean; timeZone: string }) => (row.allDay ? 'UTC' : row.timeZone);

/**
 * Calendars and their events (issue 32). Repeats are RRULEs expanded for the range asked, in
 * the wall-clock time of the event's zone; a change to one occurrence is a row of its own
 * (`series_id`, `recurrence_start`), a deleted one an `exdate`; "this and following" splits
 * the series in two. Every change records its live event in its own transaction: topic `team`
 * for a team calendar, `user:<id>` of the owner and the attendees for a personal one.
 */
export function createCalendarService({
  db,
  events,
  items,
  now = () => new Date(),
}: CalendarServiceDeps) {
  async function emit(
    tx: Tx,
    calendar: CalendarRow,
    entityId: string,
    version: number,
    kind: string,
  ) {
    const attendees = (await repo.attendees(tx, [entityId])).map((a) => a.userId);
    const topics =
      calendar.kind === 'team'
        ? ['team']
        : [...new Set([calendar.ownerId ?? '', ...attendees])].map((id) => `user:${id}`);
    for (const topic of topics) await events.record(tx, { topic, kind, entityId, version });
  }

  async function editableCalendar(q: Db | Tx, id: string, actor: Actor, forUpdate = false) {
    const calendar = await repo.calendar(q, id, forUpdate);
    if (!calendar || !canSeeCalendar(calendar, actor)) throw calendarNotFound();
    if (!canEdit(calendar, actor)) throw notYours();
    return calendar;
  }

  async function serializeEvent(q: Db | Tx, row: CalendarEventRow, actor: Actor) {
    const calendar = await repo.calendar(q, row.calendarId);
    const editable = calendar ? canEdit(calendar, actor) : false;
    return toEvent(row, await repo.attendees(q, [row.id]), editable);
  }

  /**
   * A link a person sets must point to an item they may see (a trip, a data set…); a link kept
   * from before is not checked again, so an event whose item went away can still be changed.
   * Read before the change's transaction (the items service reads outside it).
   */
  async function checkLink(link: CalendarLink | null | undefined, actor: Actor) {
    if (!link) return;
    const [found] = await items.resolve([link], actor);
    if (!found) throw unknownLink();
  }

  /** The stored form of an event's fields: times parsed, zone, repeat and attendees checked. */
  async function checked(tx: Tx, fields: EventCreate) {
    const timeZone = checkTimeZone(fields.timeZone);
    const { startAt, endAt } = parseTimes(fields.allDay, fields.start, fields.end);
    const rrule = fields.repeat ? normalizeRule(fields.repeat) : null;
    const attendeeIds = [...new Set(fields.attendeeIds)];
    if ((await repo.activeUsers(tx, attendeeIds)) !== attendeeIds.length) throw unknownAttendee();
    const values = {
      calendarId: fields.calendarId,
      title: fields.title,
      description: fields.description,
      location: fields.location,
      allDay: fields.allDay,
      startAt,
      endAt,
      timeZone,
      rrule,
      linkType: fields.link?.type ?? null,
      linkId: fields.link?.id ?? null,
    } satisfies Partial<NewCalendarEvent>;
    const end = rrule
      ? seriesEnd({ startAt, endAt, allDay: fields.allDay, timeZone, rrule })
      : null;
    return { values: { ...values, seriesEnd: end }, attendeeIds };
  }

  /** An event's fields as the create schema has them, with `changes` over them. */
  async function merged(
    q: Db | Tx,
    row: CalendarEventRow,
    changes: EventFields,
  ): Promise<EventCreate> {
    const current = await serializeEvent(q, row, { id: '', role: 'viewer' });
    return {
      calendarId: changes.calendarId ?? current.calendarId,
      title: changes.title ?? current.title,
      description: changes.description ?? current.description,
      location: changes.location ?? current.location,
      allDay: changes.allDay ?? current.allDay,
      start: changes.start ?? current.start,
      end: changes.end ?? current.end,
      timeZone: changes.timeZone ?? current.timeZone,
      repeat: changes.repeat === undefined ? current.repeat : changes.repeat,
      attendeeIds: changes.attendeeIds ?? current.attendees.map((a) => a.userId),
      link: changes.link === undefined ? current.link : changes.link,
    };
  }

  /** Locks an event and its series, checks the version and that the actor may change it. */
  async function lockedForChange(tx: Tx, id: string, version: number, actor: Actor) {
    const row = await repo.event(tx, id, true);
    if (!row) throw eventNotFound();
    const calendar = await repo.calendar(tx, row.calendarId, true);
    if (!calendar || !canSeeCalendar(calendar, actor)) throw eventNotFound();
    if (!canEdit(calendar, actor)) throw notYours();
    if (row.version !== version)
      throw versionConflict({ event: await serializeEvent(tx, row, actor) });
    const series = row.seriesId ? await repo.event(tx, row.seriesId, true) : row.rrule ? row : null;
    return { row, calendar, series: series ?? null };
  }

  /** The occurrence a change addresses: the changed occurrence's own, or the one sent. */
  function occurrenceOf(row: CalendarEventRow, series: CalendarEventRow, sent: string | undefined) {
    if (row.seriesId && row.recurrenceStart) return row.recurrenceStart;
    if (sent === undefined) return null;
    const start = parseOccurrenceStart(sent);
    if (!start || !isOccurrence(asSeries(series), start)) throw unknownOccurrence();
    return start;
  }

  async function setAttendees(tx: Tx, eventId: string, ids: string[]) {
    await repo.setAttendees(tx, eventId, ids);
  }

  /** Cuts a series so that it ends before `at`: later exceptions go with the part cut off. */
  async function truncate(tx: Tx, series: CalendarEventRow, at: Date) {
    const rrule = ruleEndingBefore(series.rrule ?? '', at);
    await repo.deleteOverridesFrom(tx, series.id, at);
    return repo.updateEvent(tx, series.id, {
      rrule,
      exdates: series.exdates.filter((d) => d < at),
      seriesEnd: seriesEnd({ ...asSeries(series), rrule }),
    });
  }

  async function listCalendars(actor: Actor): Promise<Calendar[]> {
    await repo.personalCalendar(db, actor.id, PERSONAL_CALENDAR_NAME, CALENDAR_COLORS[1]);
    return (await repo.visibleCalendars(db, actor.id)).map((row) =>
      toCalendar(row, canEdit(row, actor)),
    );
  }

  async function visibleCalendar(id: string, actor: Actor) {
    const calendar = await repo.calendar(db, id);
    if (!calendar || !canSeeCalendar(calendar, actor)) throw calendarNotFound();
    return calendar;
  }

  const icsFor = async (calendar: CalendarRow) =>
    formatIcs(calendar.name, icsOf(await repo.eventsOfCalendar(db, calendar.id)), now());

  return {
    /** The team calendars and the user's personal one (made on first use). */
    calendars: listCalendars,

    /** The active members, by name: who may be invited. */
    members: () => repo.members(db),

    createCalendar(body: z.output<typeof calendarCreateSchema>, actor: Actor) {
      return events.transaction(async (tx) => {
        const row = await repo.insertCalendar(tx, { ...body, kind: 'team' });
        await emit(tx, row, row.id, row.version, KINDS.calendar);
        return toCalendar(row, canEdit(row, actor));
      });
    },

    updateCalendar(id: string, body: z.output<typeof calendarUpdateSchema>, actor: Actor) {
      return events.transaction(async (tx) => {
        const calendar = await editableCalendar(tx, id, actor, true);
        if (calendar.version !== body.version)
          throw versionConflict({ calendar: toCalendar(calendar, true) });
        const { version: _, ...changes } = body;
        const row = await repo.updateCalendar(tx, id, changes);
        await emit(tx, row, row.id, row.version, KINDS.calendar);
        return toCalendar(row, true);
      });
    },

    deleteCalendar(id: string, actor: Actor) {
      return events.transaction(async (tx) => {
        const calendar = await editableCalendar(tx, id, actor, true);
        if (calendar.kind === 'personal') throw personalCalendar();
        await repo.deleteCalendar(tx, id);
        await emit(tx, calendar, id, calendar.version + 1, KINDS.calendar);
      });
    },

    /**
     * The occurrences in [from, to) of the calendars asked (default: every one the user sees)
     * and of the events the user is invited to, in start order.
     */
    async occurrences(
      query: { from: string; to: string; calendars?: string | undefined },
      actor: Actor,
    ): Promise<CalendarOccurrences> {
      const from = new Date(query.from);
      const to = new Date(query.to);
      const span = to.getTime() - from.getTime();
      if (!(span > 0) || span > CALENDAR_LIMITS.rangeDays * DAY_MS) throw invalidRange();
      const visible = await listCalendars(actor);
      const asked = query.calendars?.split(',').filter(Boolean);
      const chosen = visible.filter((c) => !asked || asked.includes(c.id));
      const personal = visible.find((c) => c.kind === 'personal');
      const withInvitations = !asked || (personal !== undefined && asked.includes(personal.id));
      const editable = new Map(visible.map((c) => [c.id, c.canEdit]));

      const rows = await repo.eventsInRange(
        db,
        {
          calendarIds: chosen.map((c) => c.id),
          ...(withInvitations ? { invitee: actor.id } : {}),
        },
        from,
        to,
      );
      const seriesIds = rows.filter((row) => row.rrule).map((row) => row.id);
      const overrides = await repo.overrides(db, seriesIds);
      const attendees = await repo.attendees(db, [
        ...rows.map((r) => r.id),
        ...overrides.map((r) => r.id),
      ]);
      const eventOf = (row: CalendarEventRow) =>
        toEvent(row, attendees, editable.get(row.calendarId) ?? false);

      const items = [];
      let truncated = false;
      for (const row of rows) {
        if (!row.rrule) {
          items.push(toOccurrence(eventOf(row), row, row.startAt, null));
          continue;
        }
        const skipped = new Set([
          ...row.exdates.map((d) => d.getTime()),
          ...overrides
            .filter((o) => o.seriesId === row.id)
            .map((o) => o.recurrenceStart?.getTime()),
        ]);
        const event = eventOf(row);
        const starts = occurrenceStarts(asSeries(row), from, to);
        if (starts.length >= CALENDAR_LIMITS.occurrences) truncated = true;
        for (const start of starts) {
          if (!skipped.has(start.getTime())) items.push(toOccurrence(event, row, start, start));
        }
      }
      for (const row of overrides) {
        const overlaps =
          row.startAt < to && (row.endAt > from || row.startAt.getTime() === from.getTime());
        if (overlaps) items.push(toOccurrence(eventOf(row), row, row.startAt, row.recurrenceStart));
      }
      items.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || (a.key < b.key ? -1 : 1));
      if (items.length > CALENDAR_LIMITS.occurrences) truncated = true;
      return { items: items.slice(0, CALENDAR_LIMITS.occurrences), truncated };
    },

    /** A stored event: of a calendar the user sees, or one they are invited to. */
    async event(id: string, actor: Actor): Promise<CalendarEvent> {
      const row = await repo.event(db, id);
      if (!row) throw eventNotFound();
      const calendar = await repo.calendar(db, row.calendarId);
      const invited =
        (await repo.isInvited(db, row.id, actor.id)) ||
        (row.seriesId !== null && (await repo.isInvited(db, row.seriesId, actor.id)));
      if (!calendar || (!canSeeCalendar(calendar, actor) && !invited)) throw eventNotFound();
      return serializeEvent(db, row, actor);
    },

    async createEvent(body: EventCreate, actor: Actor): Promise<CalendarEvent> {
      await checkLink(body.link, actor);
      return events.transaction(async (tx) => {
        const calendar = await editableCalendar(tx, body.calendarId, actor);
        const { values, attendeeIds } = await checked(tx, body);
        const row = await repo.insertEvent(tx, { ...values, createdBy: actor.id });
        await setAttendees(tx, row.id, attendeeIds);
        await emit(tx, calendar, row.id, row.version, KINDS.event);
        return serializeEvent(tx, row, actor);
      });
    },

    /**
     * Changes an event; for an occurrence of a repeat, this one (a changed occurrence), this
     * and the following ones (the series is split) or all of them (the series moves by the
     * occurrence's wall-clock shift; its exceptions are dropped when its times or rule change).
     */
    async updateEvent(id: string, body: EventUpdate, actor: Actor): Promise<CalendarEvent> {
      await checkLink(body.link, actor);
      return events.transaction(async (tx) => {
        const { version, scope, occurrenceStart: sent, ...changes } = body;
        const { row, calendar, series } = await lockedForChange(tx, id, version, actor);
        if (changes.calendarId && changes.calendarId !== row.calendarId)
          await editableCalendar(tx, changes.calendarId, actor, true);
        const target = changes.calendarId
          ? ((await repo.calendar(tx, changes.calendarId)) ?? calendar)
          : calendar;

        const save = async (
          eventId: string,
          fields: EventCreate,
          extra: Partial<NewCalendarEvent> = {},
        ) => {
          const { values, attendeeIds } = await checked(tx, fields);
          const saved = await repo.updateEvent(tx, eventId, { ...values, ...extra });
          await setAttendees(tx, eventId, attendeeIds);
          return saved;
        };

        if (!series) {
          const saved = await save(row.id, await merged(tx, row, changes));
          await emit(tx, target, saved.id, saved.version, KINDS.event);
          if (target.id !== calendar.id)
            await emit(tx, calendar, saved.id, saved.version, KINDS.event);
          return serializeEvent(tx, saved, actor);
        }

        const occurrence = occurrenceOf(row, series, sent);
        const effective: CalendarScope =
          scope === 'following' && occurrence && occurrence <= series.startAt ? 'all' : scope;
        if (effective !== 'all' && !occurrence) throw unknownOccurrence();

        if (effective === 'this' && occurrence) {
          const { repeat: _, ...fields } = changes;
          let saved: CalendarEventRow;
          const existing = row.seriesId ? row : await repo.override(tx, series.id, occurrence);
          if (existing) {
            saved = await save(existing.id, {
              ...(await merged(tx, existing, fields)),
              repeat: null,
            });
          } else {
            const duration = series.endAt.getTime() - series.startAt.getTime();
            const base = await merged(tx, series, {});
            const inserted = await repo.insertEvent(tx, {
              ...(await checked(tx, { ...base, repeat: null })).values,
              startAt: occurrence,
              endAt: new Date(occurrence.getTime() + duration),
              seriesId: series.id,
              recurrenceStart: occurrence,
              createdBy: actor.id,
            });
            await repo.copyAttendees(tx, series.id, inserted.id);
            saved = await save(inserted.id, {
              ...(await merged(tx, inserted, fields)),
              repeat: null,
            });
          }
          await emit(tx, target, series.id, saved.version, KINDS.event);
          return serializeEvent(tx, saved, actor);
        }

        if (effective === 'following' && occurrence) {
          const base = await merged(tx, series, changes);
          const duration = series.endAt.getTime() - series.startAt.getTime();
          const unmoved = changes.start === undefined && changes.end === undefined;
          const fields: EventCreate = {
            ...base,
            ...(unmoved
              ? {
                  start: formatTime(occurrence, series.allDay),
                  end: formatTime(new Date(occurrence.getTime() + duration), series.allDay),
                }
              : {}),
            repeat:
              changes.repeat === undefined
                ? ruleFrom(asSeries(series), occurrence)
                : changes.repeat,
          };
          const { values, attendeeIds } = await checked(tx, fields);
          const truncated = await truncate(tx, series, occurrence);
          const next = await repo.insertEvent(tx, { ...values, createdBy: actor.id });
          await repo.copyAttendees(tx, series.id, next.id);
          await setAttendees(tx, next.id, attendeeIds);
          await emit(tx, calendar, truncated.id, truncated.version, KINDS.event);
          await emit(tx, target, next.id, next.version, KINDS.event);
          return serializeEvent(tx, next, actor);
        }

        // all: the series moves by the wall-clock shift of the occurrence that was moved
        const base = await merged(tx, series, changes);
        if ((changes.start !== undefined || changes.end !== undefined) && occurrence) {
          const moved = parseTimes(base.allDay, base.start, base.end);
          const zone = zoneOf({ allDay: base.allDay, timeZone: checkTimeZone(base.timeZone) });
          const shift = wallDifference(wallClock(occurrence, zone), wallClock(moved.startAt, zone));
          const start = fromWallClock(shiftWall(wallClock(series.startAt, zone), shift), zone);
          const end = new Date(start.getTime() + (moved.endAt.getTime() - moved.startAt.getTime()));
          base.start = formatTime(start, base.allDay);
          base.end = formatTime(end, base.allDay);
        }
        const { values } = await checked(tx, base);
        const reshaped =
          values.startAt.getTime() !== series.startAt.getTime() ||
          values.endAt.getTime() !== series.endAt.getTime() ||
          values.allDay !== series.allDay ||
          values.timeZone !== series.timeZone ||
          values.rrule !== series.rrule;
        if (reshaped || !values.rrule) await repo.deleteOverrides(tx, series.id);
        const saved = await save(series.id, base, reshaped ? { exdates: [] } : {});
        if (!reshaped) {
          // exceptions keep their own times and take the series' other changes
          const { start: _s, end: _e, allDay: _a, timeZone: _t, repeat: _r, ...rest } = changes;
          for (const exception of await repo.overrides(tx, [series.id])) {
            await save(exception.id, { ...(await merged(tx, exception, rest)), repeat: null });
          }
        }
        await emit(tx, target, saved.id, saved.version, KINDS.event);
        if (target.id !== calendar.id)
          await emit(tx, calendar, saved.id, saved.version, KINDS.event);
        return serializeEvent(tx, saved, actor);
      });
    },

    /** Deletes an event, or one occurrence of a repeat, this and the following ones, or all. */
    deleteEvent(
      id: string,
      query: { version: number; scope: CalendarScope; occurrenceStart?: string | undefined },
      actor: Actor,
    ): Promise<void> {
      return events.transaction(async (tx) => {
        const { row, calendar, series } = await lockedForChange(tx, id, query.version, actor);
        if (!series) {
          await repo.deleteEvent(tx, row.id);
          await emit(tx, calendar, row.id, row.version + 1, KINDS.event);
          return;
        }
        const occurrence = occurrenceOf(row, series, query.occurrenceStart);
        const scope =
          query.scope === 'following' && occurrence && occurrence <= series.startAt
            ? 'all'
            : query.scope;
        if (scope !== 'all' && !occurrence) throw unknownOccurrence();
        if (scope === 'this' && occurrence) {
          if (row.seriesId) await repo.deleteEvent(tx, row.id);
          else {
            const existing = await repo.override(tx, series.id, occurrence);
            if (existing) await repo.deleteEvent(tx, existing.id);
          }
          const saved = await repo.updateEvent(tx, series.id, {
            exdates: [...series.exdates, occurrence],
          });
          await emit(tx, calendar, series.id, saved.version, KINDS.event);
        } else if (scope === 'following' && occurrence) {
          const saved = await truncate(tx, series, occurrence);
          await emit(tx, calendar, series.id, saved.version, KINDS.event);
        } else {
          await emit(tx, calendar, series.id, series.version + 1, KINDS.event);
          await repo.deleteEvent(tx, series.id);
        }
      });
    },

    /**
     * The read-only calendars over [from, to): every trip with a day in it (per traveller), and
     * the data sets' refreshes: those that ran (a new version, or the last one failing) and
     * those their schedule has due.
     */
    async overlays(query: { from: string; to: string }): Promise<CalendarOverlays> {
      const from = new Date(query.from);
      const to = new Date(query.to);
      const span = to.getTime() - from.getTime();
      if (!(span > 0) || span > CALENDAR_LIMITS.rangeDays * DAY_MS) throw invalidRange();
      const day = (at: Date) => at.toISOString().slice(0, 10);
      const [tripRows, versions, schedules] = await Promise.all([
        repo.tripsBetween(db, day(from), day(new Date(to.getTime() - 1))),
        repo.refreshVersions(db, from, to),
        repo.refreshSchedules(db),
      ]);
      const refreshes: CalendarOverlays['refreshes'] = versions.map((v) => ({
        datasetId: v.datasetId,
        name: v.name,
        at: v.at.toISOString(),
        status: 'done' as const,
        version: v.version,
      }));
      const nowMs = now().getTime();
      for (const s of schedules) {
        if (s.lastError && s.lastAt && s.lastAt >= from && s.lastAt < to)
          refreshes.push({
            datasetId: s.datasetId,
            name: s.name,
            at: s.lastAt.toISOString(),
            status: 'failed',
            version: null,
          });
        if (!s.interval) continue;
        // due: an interval after the last try (or the creation), then every interval
        const step = s.interval * 3_600_000;
        let at = (s.lastAt ?? s.createdAt).getTime() + step;
        at = Math.max(at, at + Math.ceil((from.getTime() - at) / step) * step);
        for (let n = 0; at < to.getTime() && n < 400; at += step, n++) {
          if (at >= nowMs)
            refreshes.push({
              datasetId: s.datasetId,
              name: s.name,
              at: new Date(at).toISOString(),
              status: 'due',
              version: null,
            });
        }
      }
      refreshes.sort((a, b) => a.at.localeCompare(b.at));
      return { trips: tripRows, refreshes };
    },

    /** A calendar the user sees as iCalendar text, with its name. */
    async exportIcs(id: string, actor: Actor) {
      const calendar = await visibleCalendar(id, actor);
      return { name: calendar.name, ics: await icsFor(calendar) };
    },

    /**
     * The events of an .ics file into a calendar the user manages, in one transaction: a file
     * with a problem anywhere is refused whole (400 naming its line).
     */
    async importIcs(id: string, content: string, actor: Actor): Promise<number> {
      const parsed = parseIcs(content);
      return events.transaction(async (tx) => {
        const calendar = await editableCalendar(tx, id, actor, true);
        const series = new Map<string, string>();
        const ordered = [...parsed].sort(
          (a, b) => Number(a.recurrenceStart !== null) - Number(b.recurrenceStart !== null),
        );
        for (const event of ordered) {
          const seriesId = event.recurrenceStart ? series.get(event.uid) : undefined;
          const row = await repo.insertEvent(tx, {
            calendarId: calendar.id,
            title: event.title,
            description: event.description,
            location: event.location,
            allDay: event.allDay,
            startAt: event.startAt,
            endAt: event.endAt,
            timeZone: event.timeZone,
            rrule: seriesId ? null : event.rrule,
            exdates: seriesId ? [] : event.exdates,
            seriesEnd:
              !seriesId && event.rrule ? seriesEnd({ ...event, rrule: event.rrule }) : null,
            ...(seriesId ? { seriesId, recurrenceStart: event.recurrenceStart } : {}),
            createdBy: actor.id,
          });
          if (!event.recurrenceStart) series.set(event.uid, row.id);
        }
        await emit(tx, calendar, calendar.id, calendar.version, KINDS.event);
        return parsed.length;
      });
    },

    /** A new private subscription address of a calendar the user sees (the old one stops). */
    async createFeed(id: string, actor: Actor): Promise<string> {
      const calendar = await visibleCalendar(id, actor);
      const token = randomBytes(32).toString('base64url');
      await repo.setFeed(db, calendar.id, actor.id, hashOf(token));
      return token;
    },

    async revokeFeed(id: string, actor: Actor): Promise<void> {
      const calendar = await visibleCalendar(id, actor);
      if (!(await repo.deleteFeed(db, calendar.id, actor.id))) throw feedNotFound();
    },

    /** The calendar of a subscription token, while its user is active and may see it. */
    async feedIcs(token: string): Promise<string> {
      const feed = await repo.feed(db, hashOf(token.replace(/\.ics$/, '')));
      if (!feed || !canSeeCalendar(feed.calendar, { id: feed.userId, role: feed.role }))
        throw feedNotFound();
      return icsFor(feed.calendar);
    },

    /** An invited person's answer, for the event and, for a series, its changed occurrences. */
    answer(id: string, answer: 'yes' | 'no' | 'maybe', actor: Actor): Promise<CalendarEvent> {
      return events.transaction(async (tx) => {
        const row = await repo.event(tx, id, true);
        if (!row) throw eventNotFound();
        if (!(await repo.setAnswer(tx, row.id, actor.id, answer))) throw notInvited();
        const saved = await repo.updateEvent(tx, row.id, {});
        const calendar = await repo.calendar(tx, row.calendarId);
        if (calendar) await emit(tx, calendar, row.seriesId ?? row.id, saved.version, KINDS.event);
        return serializeEvent(tx, saved, actor);
      });
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
