// Calendars (issue 32): who manages which calendar, events with attendees and links, repeats
// expanded for a range in their zone's wall-clock time (Paris over the March switch), changes
// and deletions of one occurrence, this and the following ones, or all, and a live event
// written with each change.
import {
  API,
  apiPath,
  type Calendar,
  type CalendarEvent,
  type CalendarEventCreate,
  type CalendarOccurrence,
  CALENDAR_ERROR_CODES as CODES,
  type TripBodyInput,
} from '@keeling/contract';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { events as eventsTable } from '../../db/schema';
import { syncEmissionFactors } from '../../seed/emission-factors';
import { DEMO_TRIPS } from '../../seed/trips';
import { blogClient, type TestUser, userWithRole } from '../blog/testing';

let t: TestApp;
let editor: TestUser;
let viewer: TestUser;
let other: TestUser;
let team: Calendar;
beforeAll(async () => {
  t = await buildTestApp();
  editor = await userWithRole(t, 'editor');
  viewer = await userWithRole(t, 'viewer');
  other = await userWithRole(t, 'viewer');
  team = (
    await ok<{ calendar: Calendar }>(
      call(editor, 'POST', API.calendar.calendars, { name: 'Field campaign', color: '#00a76f' }),
    )
  ).calendar;
});
afterAll(() => t.close());

const call = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

async function ok<T = Record<string, unknown>>(
  res: Promise<{ statusCode: number; body: string; json(): unknown }>,
): Promise<T> {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as T;
}

const calendarsOf = async (user: TestUser) =>
  (await ok<{ items: Calendar[] }>(call(user, 'GET', API.calendar.calendars))).items;

const personalOf = async (user: TestUser) =>
  (await calendarsOf(user)).find((c) => c.kind === 'personal') as Calendar;

const create = async (user: TestUser, body: CalendarEventCreate) =>
  (await ok<{ event: CalendarEvent }>(call(user, 'POST', API.calendar.events, body))).event;

const eventUrl = (id: string) => apiPath(API.calendar.event, { id });

async function occurrences(user: TestUser, from: string, to: string, calendars?: string[]) {
  const query = new URLSearchParams({
    from,
    to,
    ...(calendars ? { calendars: calendars.join(',') } : {}),
  });
  return (
    await ok<{ items: CalendarOccurrence[] }>(
      call(user, 'GET', `${API.calendar.occurrences}?${query}`),
    )
  ).items;
}

/** The occurrences of one event id (or its changed occurrences) as local Paris times. */
const paris = (items: CalendarOccurrence[]) =>
  items.map((o) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(o.start)),
  );

/** A weekly Monday and Wednesday 09:00–10:00 Paris series from Monday 16 March 2026. */
const weekly = (title: string, extra: Partial<CalendarEventCreate> = {}) =>
  create(editor, {
    calendarId: team.id,
    title,
    start: '2026-03-16T08:00:00Z',
    end: '2026-03-16T09:00:00Z',
    timeZone: 'Europe/Paris',
    repeat: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=8',
    ...extra,
  });

const ofSeries = (items: CalendarOccurrence[], ...ids: string[]) =>
  items.filter((o) => ids.includes(o.id) || (o.seriesId !== null && ids.includes(o.seriesId)));

describe('calendars', () => {
  it('gives everyone the team calendars and one personal calendar of their own', async () => {
    const mine = await calendarsOf(viewer);
    expect(mine.filter((c) => c.kind === 'personal')).toHaveLength(1);
    expect(mine.find((c) => c.id === team.id)).toMatchObject({ canEdit: false });
    expect((await personalOf(viewer)).canEdit).toBe(true);
    // the same one each time, and not another user's
    expect((await personalOf(viewer)).id).toBe(mine.find((c) => c.kind === 'personal')?.id);
    const others = await calendarsOf(other);
    expect(others.map((c) => c.id)).not.toContain((await personalOf(viewer)).id);
    expect((await calendarsOf(editor)).find((c) => c.id === team.id)?.canEdit).toBe(true);
  });

  it('lets editors manage team calendars and each user their personal one only', async () => {
    const res = await call(viewer, 'PATCH', apiPath(API.calendar.calendar, { id: team.id }), {
      version: team.version,
      name: 'Mine now',
    });
    expectError(res, 403, CODES.notYours);
    const personal = await personalOf(viewer);
    const renamed = await ok<{ calendar: Calendar }>(
      call(viewer, 'PATCH', apiPath(API.calendar.calendar, { id: personal.id }), {
        version: personal.version,
        name: 'Viewer plans',
        color: '#ff5630',
      }),
    );
    expect(renamed.calendar).toMatchObject({ name: 'Viewer plans', color: '#ff5630', version: 2 });
    // another user's personal calendar is not found at all
    expectError(
      await call(other, 'PATCH', apiPath(API.calendar.calendar, { id: personal.id }), {
        version: 2,
        name: 'x',
      }),
      404,
      CODES.calendarNotFound,
    );
    expectError(
      await call(viewer, 'DELETE', apiPath(API.calendar.calendar, { id: personal.id })),
      400,
      CODES.personalCalendar,
    );
    expectError(
      await call(editor, 'PATCH', apiPath(API.calendar.calendar, { id: team.id }), {
        version: team.version + 5,
        name: 'Stale',
      }),
      409,
      CODES.versionConflict,
    );
  });

  it('deletes a team calendar with its events', async () => {
    const { calendar } = await ok<{ calendar: Calendar }>(
      call(editor, 'POST', API.calendar.calendars, { name: 'Short-lived', color: '#637381' }),
    );
    const event = await create(editor, {
      calendarId: calendar.id,
      title: 'Gone soon',
      start: '2026-05-01T10:00:00Z',
      end: '2026-05-01T11:00:00Z',
    });
    await ok(call(editor, 'DELETE', apiPath(API.calendar.calendar, { id: calendar.id })));
    expectError(await call(editor, 'GET', eventUrl(event.id)), 404, CODES.eventNotFound);
  });
});

describe('events', () => {
  it('lets viewers write in their personal calendar but not in a team one', async () => {
    expectError(
      await call(viewer, 'POST', API.calendar.events, {
        calendarId: team.id,
        title: 'Not mine',
        start: '2026-05-04T10:00:00Z',
        end: '2026-05-04T11:00:00Z',
      }),
      403,
      CODES.notYours,
    );
    const personal = await personalOf(viewer);
    const event = await create(viewer, {
      calendarId: personal.id,
      title: 'Dentist',
      location: 'Rue de Rivoli',
      start: '2026-05-04T10:00:00+02:00',
      end: '2026-05-04T11:00:00+02:00',
      timeZone: 'Europe/Paris',
    });
    expect(event).toMatchObject({
      start: '2026-05-04T08:00:00.000Z',
      end: '2026-05-04T09:00:00.000Z',
      location: 'Rue de Rivoli',
      canEdit: true,
    });
    // nobody else sees it
    const seen = await occurrences(other, '2026-05-04T00:00:00Z', '2026-05-05T00:00:00Z');
    expect(seen.map((o) => o.id)).not.toContain(event.id);
    expectError(await call(other, 'GET', eventUrl(event.id)), 404, CODES.eventNotFound);
  });

  it('invites attendees, who see the event and answer it; no one else may answer', async () => {
    const personal = await personalOf(editor);
    const event = await create(editor, {
      calendarId: personal.id,
      title: 'Thesis review',
      start: '2026-05-06T13:00:00Z',
      end: '2026-05-06T14:00:00Z',
      attendeeIds: [viewer.id],
    });
    expect(event.attendees).toEqual([
      { userId: viewer.id, name: viewer.displayName, answer: 'pending' },
    ]);
    const seen = await occurrences(viewer, '2026-05-06T00:00:00Z', '2026-05-07T00:00:00Z');
    expect(seen.find((o) => o.id === event.id)).toMatchObject({ canEdit: false });
    const answered = await ok<{ event: CalendarEvent }>(
      call(viewer, 'PUT', apiPath(API.calendar.answer, { id: event.id }), { answer: 'maybe' }),
    );
    expect(answered.event.attendees[0]?.answer).toBe('maybe');
    expectError(
      await call(other, 'PUT', apiPath(API.calendar.answer, { id: event.id }), { answer: 'yes' }),
      403,
      CODES.notInvited,
    );
    // the members to invite, by name, for anyone signed in
    const { items } = await ok<{ items: { id: string; name: string }[] }>(
      call(other, 'GET', API.calendar.members),
    );
    expect(items).toContainEqual({ id: viewer.id, name: viewer.displayName });
    // the invited viewer cannot change it
    expectError(
      await call(viewer, 'PATCH', eventUrl(event.id), { version: 2, title: 'Mine' }),
      404,
      CODES.eventNotFound,
    );
  });

  it('refuses unknown zones, times that do not fit, bad rules and links to nothing', async () => {
    const base = {
      calendarId: team.id,
      title: 'Bad',
      start: '2026-05-01T10:00:00Z',
      end: '2026-05-01T11:00:00Z',
    };
    const cases: [Partial<CalendarEventCreate>, string][] = [
      [{ timeZone: 'Mars/Olympus' }, CODES.invalidTimeZone],
      [{ end: '2026-05-01T09:00:00Z' }, CODES.invalidTimes],
      [{ start: '2026-05-01T10:00:00' }, CODES.invalidTimes],
      [{ allDay: true }, CODES.invalidTimes],
      [{ allDay: true, start: '2026-02-30', end: '2026-03-01' }, CODES.invalidTimes],
      [{ repeat: 'FREQ=HOURLY' }, CODES.invalidRepeat],
      [{ repeat: 'FREQ=WEEKLY;COUNT=3;UNTIL=20260601T000000Z' }, CODES.invalidRepeat],
      [{ repeat: 'BYDAY=MO' }, CODES.invalidRepeat],
      [{ link: { type: 'trip', id: '00000000-0000-4000-8000-000000000000' } }, CODES.unknownLink],
      [{ attendeeIds: ['00000000-0000-4000-8000-000000000000'] }, CODES.unknownAttendee],
    ];
    for (const [change, code] of cases) {
      const res = await call(editor, 'POST', API.calendar.events, { ...base, ...change });
      expectError(res, 400, code as never, JSON.stringify(change));
    }
  });

  it('links only to an item the person may see, and keeps a link whose item went away', async () => {
    const blog = blogClient(t, editor);
    const draft = (await blog.save({ title: 'Campaign draft', content: '<p>x</p>' })).id;
    const published = (
      await blog.save({ title: 'Campaign results', content: '<p>x</p>', status: 'published' })
    ).id;
    const base = {
      calendarId: (await personalOf(viewer)).id,
      title: 'Reading',
      start: '2026-05-04T10:00:00Z',
      end: '2026-05-04T11:00:00Z',
    };
    // a viewer sees no draft, so may not link to one, on a new event or a change
    expectError(
      await call(viewer, 'POST', API.calendar.events, {
        ...base,
        link: { type: 'article', id: draft },
      }),
      400,
      CODES.unknownLink,
    );
    const event = await create(viewer, { ...base, link: { type: 'article', id: published } });
    expect(event.link).toEqual({ type: 'article', id: published });
    expectError(
      await call(viewer, 'PATCH', eventUrl(event.id), {
        version: event.version,
        link: { type: 'article', id: draft },
      }),
      400,
      CODES.unknownLink,
    );
    // an editor, who sees drafts, may (a trip's emissions need the factors)
    await syncEmissionFactors(t.database);
    const trip = await ok<{ trip: { id: string } }>(
      call(editor, 'POST', API.travel.trips, {
        ...(DEMO_TRIPS[0] as TripBodyInput),
        title: 'Flask pickup',
      }),
    );
    const linked = await create(editor, {
      ...base,
      calendarId: team.id,
      link: { type: 'trip', id: trip.trip.id },
    });
    await create(editor, { ...base, calendarId: team.id, link: { type: 'article', id: draft } });
    // the trip deleted: the event still changes, its link kept
    await ok(call(editor, 'DELETE', apiPath(API.travel.trip, { id: trip.trip.id })));
    const renamed = await ok<{ event: CalendarEvent }>(
      call(editor, 'PATCH', eventUrl(linked.id), { version: linked.version, title: 'Pickup' }),
    );
    expect(renamed.event).toMatchObject({
      title: 'Pickup',
      link: { type: 'trip', id: trip.trip.id },
    });
  });

  it('keeps all-day events as dates, the end being the day after the last', async () => {
    const event = await create(editor, {
      calendarId: team.id,
      title: 'Conference',
      allDay: true,
      start: '2026-06-08',
      end: '2026-06-11',
    });
    expect(event).toMatchObject({ allDay: true, start: '2026-06-08', end: '2026-06-11' });
    const inside = await occurrences(viewer, '2026-06-10T00:00:00Z', '2026-06-11T00:00:00Z');
    expect(inside.map((o) => o.id)).toContain(event.id);
    const after = await occurrences(viewer, '2026-06-11T00:00:00Z', '2026-06-12T00:00:00Z');
    expect(after.map((o) => o.id)).not.toContain(event.id);
  });

  it('answers 409 with the event as it is now on a stale version', async () => {
    const event = await create(editor, {
      calendarId: team.id,
      title: 'Versioned',
      start: '2026-05-12T10:00:00Z',
      end: '2026-05-12T11:00:00Z',
    });
    await ok(call(editor, 'PATCH', eventUrl(event.id), { version: 1, title: 'Second' }));
    const stale = await call(editor, 'PATCH', eventUrl(event.id), { version: 1, title: 'Third' });
    expectError(stale, 409, CODES.versionConflict);
    expect((stale.json() as { event: CalendarEvent }).event).toMatchObject({
      title: 'Second',
      version: 2,
    });
  });

  it('records a live event in the change’s transaction: team topic, or owner and attendees', async () => {
    const event = await create(editor, {
      calendarId: team.id,
      title: 'Live',
      start: '2026-05-13T10:00:00Z',
      end: '2026-05-13T11:00:00Z',
    });
    const [last] = await t.database.db
      .select()
      .from(eventsTable)
      .orderBy(desc(eventsTable.id))
      .limit(1);
    expect(last).toMatchObject({ topic: 'team', kind: 'calendar.event', entityId: event.id });

    const personal = await personalOf(viewer);
    const mine = await create(viewer, {
      calendarId: personal.id,
      title: 'Lunch',
      start: '2026-05-13T11:00:00Z',
      end: '2026-05-13T12:00:00Z',
      attendeeIds: [other.id],
    });
    const rows = await t.database.db
      .select()
      .from(eventsTable)
      .orderBy(desc(eventsTable.id))
      .limit(2);
    expect(rows.map((r) => r.topic).sort()).toEqual(
      [`user:${other.id}`, `user:${viewer.id}`].sort(),
    );
    expect(rows.every((r) => r.entityId === mine.id)).toBe(true);

    // a refused change leaves no event
    const before = rows[0]?.id;
    await call(viewer, 'PATCH', eventUrl(mine.id), { version: 1, timeZone: 'Nowhere/Land' });
    const [latest] = await t.database.db
      .select()
      .from(eventsTable)
      .orderBy(desc(eventsTable.id))
      .limit(1);
    expect(latest?.id).toBe(before);
  });
});

describe('repeats', () => {
  it('keeps 09:00 in Paris across the March switch to summer time', async () => {
    const series = await weekly('Sampling');
    const items = ofSeries(
      await occurrences(viewer, '2026-03-16T00:00:00Z', '2026-04-09T00:00:00Z'),
      series.id,
    );
    expect(paris(items)).toEqual([
      'Mon 16/03, 09:00',
      'Wed 18/03, 09:00',
      'Mon 23/03, 09:00',
      'Wed 25/03, 09:00',
      'Mon 30/03, 09:00',
      'Wed 01/04, 09:00',
      'Mon 06/04, 09:00',
      'Wed 08/04, 09:00',
    ]);
    // winter: 08:00 UTC; summer: 07:00 UTC
    expect(items[3]?.start).toBe('2026-03-25T08:00:00.000Z');
    expect(items[4]?.start).toBe('2026-03-30T07:00:00.000Z');
    expect(items[4]?.end).toBe('2026-03-30T08:00:00.000Z');
    expect(items.every((o) => o.occurrenceStart === o.start && o.repeat !== null)).toBe(true);
  });

  it('expands only the range asked, including an occurrence that started before it', async () => {
    const series = await weekly('Range');
    const items = ofSeries(
      await occurrences(viewer, '2026-03-30T07:30:00Z', '2026-04-02T00:00:00Z'),
      series.id,
    );
    expect(paris(items)).toEqual(['Mon 30/03, 09:00', 'Wed 01/04, 09:00']);
  });

  it('moves one occurrence ("this"), keeping the others and the change through later edits', async () => {
    const series = await weekly('Moved once');
    const wednesday = '2026-03-25T08:00:00.000Z';
    const moved = await ok<{ event: CalendarEvent }>(
      call(editor, 'PATCH', eventUrl(series.id), {
        version: series.version,
        scope: 'this',
        occurrenceStart: wednesday,
        start: '2026-03-26T13:00:00Z',
        end: '2026-03-26T14:30:00Z',
      }),
    );
    expect(moved.event).toMatchObject({ seriesId: series.id, recurrenceStart: wednesday });
    let items = ofSeries(
      await occurrences(viewer, '2026-03-16T00:00:00Z', '2026-04-09T00:00:00Z'),
      series.id,
    );
    expect(paris(items)).toEqual([
      'Mon 16/03, 09:00',
      'Wed 18/03, 09:00',
      'Mon 23/03, 09:00',
      'Thu 26/03, 14:00',
      'Mon 30/03, 09:00',
      'Wed 01/04, 09:00',
      'Mon 06/04, 09:00',
      'Wed 08/04, 09:00',
    ]);
    expect(items[3]).toMatchObject({ id: moved.event.id, occurrenceStart: wednesday });

    // the series renamed ("all", no time change): the exception keeps its time, takes the name
    const current = (await ok<{ event: CalendarEvent }>(call(editor, 'GET', eventUrl(series.id))))
      .event;
    await ok(
      call(editor, 'PATCH', eventUrl(series.id), {
        version: current.version,
        scope: 'all',
        title: 'Weekly sampling',
      }),
    );
    items = ofSeries(
      await occurrences(viewer, '2026-03-16T00:00:00Z', '2026-04-09T00:00:00Z'),
      series.id,
    );
    expect(paris(items)[3]).toBe('Thu 26/03, 14:00');
    expect(new Set(items.map((o) => o.title))).toEqual(new Set(['Weekly sampling']));

    // an unknown occurrence is refused
    expectError(
      await call(editor, 'PATCH', eventUrl(series.id), {
        version: current.version + 1,
        scope: 'this',
        occurrenceStart: '2026-03-24T08:00:00.000Z',
        title: 'Tuesday?',
      }),
      400,
      CODES.unknownOccurrence,
    );
  });

  it('changes "this and following": earlier ones stay, later ones follow, the count is kept', async () => {
    const series = await weekly('Split');
    const split = await ok<{ event: CalendarEvent }>(
      call(editor, 'PATCH', eventUrl(series.id), {
        version: series.version,
        scope: 'following',
        occurrenceStart: '2026-03-30T07:00:00.000Z',
        title: 'Split, later',
        start: '2026-03-30T08:00:00Z',
        end: '2026-03-30T09:00:00Z',
      }),
    );
    expect(split.event.id).not.toBe(series.id);
    const items = ofSeries(
      await occurrences(viewer, '2026-03-01T00:00:00Z', '2026-05-01T00:00:00Z'),
      series.id,
      split.event.id,
    );
    expect(items.map((o) => `${paris([o])[0]} ${o.title}`)).toEqual([
      'Mon 16/03, 09:00 Split',
      'Wed 18/03, 09:00 Split',
      'Mon 23/03, 09:00 Split',
      'Wed 25/03, 09:00 Split',
      'Mon 30/03, 10:00 Split, later',
      'Wed 01/04, 10:00 Split, later',
      'Mon 06/04, 10:00 Split, later',
      'Wed 08/04, 10:00 Split, later',
    ]);
  });

  it('moves "all" by the wall-clock shift of the occurrence dragged, dropping exceptions', async () => {
    const series = await weekly('Shifted');
    const once = await ok<{ event: CalendarEvent }>(
      call(editor, 'PATCH', eventUrl(series.id), {
        version: series.version,
        scope: 'this',
        occurrenceStart: '2026-03-18T08:00:00.000Z',
        title: 'Exception',
      }),
    );
    const current = (await ok<{ event: CalendarEvent }>(call(editor, 'GET', eventUrl(series.id))))
      .event;
    // the 1 April occurrence (summer time) dragged from 09:00 to 11:00 local
    await ok(
      call(editor, 'PATCH', eventUrl(series.id), {
        version: current.version,
        scope: 'all',
        occurrenceStart: '2026-04-01T07:00:00.000Z',
        start: '2026-04-01T09:00:00Z',
        end: '2026-04-01T10:00:00Z',
      }),
    );
    const items = ofSeries(
      await occurrences(viewer, '2026-03-16T00:00:00Z', '2026-04-09T00:00:00Z'),
      series.id,
    );
    expect(paris(items)).toEqual([
      'Mon 16/03, 11:00',
      'Wed 18/03, 11:00',
      'Mon 23/03, 11:00',
      'Wed 25/03, 11:00',
      'Mon 30/03, 11:00',
      'Wed 01/04, 11:00',
      'Mon 06/04, 11:00',
      'Wed 08/04, 11:00',
    ]);
    expect(items.map((o) => o.title)).not.toContain('Exception');
    expectError(await call(editor, 'GET', eventUrl(once.event.id)), 404, CODES.eventNotFound);
  });

  it('deletes one occurrence, this and the following ones, or all', async () => {
    const series = await weekly('Deleted');
    const range = ['2026-03-16T00:00:00Z', '2026-04-09T00:00:00Z'] as const;
    const read = async () => ofSeries(await occurrences(viewer, ...range), series.id);
    const versionNow = async () =>
      (await ok<{ event: CalendarEvent }>(call(editor, 'GET', eventUrl(series.id)))).event.version;

    await ok(
      call(
        editor,
        'DELETE',
        `${eventUrl(series.id)}?version=${series.version}&scope=this&occurrenceStart=2026-03-18T08:00:00.000Z`,
      ),
    );
    expect(paris(await read())).toEqual([
      'Mon 16/03, 09:00',
      'Mon 23/03, 09:00',
      'Wed 25/03, 09:00',
      'Mon 30/03, 09:00',
      'Wed 01/04, 09:00',
      'Mon 06/04, 09:00',
      'Wed 08/04, 09:00',
    ]);
    await ok(
      call(
        editor,
        'DELETE',
        `${eventUrl(series.id)}?version=${await versionNow()}&scope=following&occurrenceStart=2026-03-30T07:00:00.000Z`,
      ),
    );
    expect(paris(await read())).toEqual([
      'Mon 16/03, 09:00',
      'Mon 23/03, 09:00',
      'Wed 25/03, 09:00',
    ]);
    await ok(
      call(editor, 'DELETE', `${eventUrl(series.id)}?version=${await versionNow()}&scope=all`),
    );
    expect(await read()).toEqual([]);
  });

  it('repeats all-day events monthly on a weekday (the first Monday)', async () => {
    const event = await create(editor, {
      calendarId: team.id,
      title: 'Data release',
      allDay: true,
      start: '2026-01-05',
      end: '2026-01-06',
      repeat: 'FREQ=MONTHLY;BYDAY=1MO',
    });
    const items = ofSeries(
      await occurrences(viewer, '2026-01-01T00:00:00Z', '2026-07-01T00:00:00Z'),
      event.id,
    );
    expect(items.map((o) => o.start)).toEqual([
      '2026-01-05',
      '2026-02-02',
      '2026-03-02',
      '2026-04-06',
      '2026-05-04',
      '2026-06-01',
    ]);
    expect(items[0]?.end).toBe('2026-01-06');
  });

  it('refuses a range that ends before it starts or is too long', async () => {
    const res = await call(
      viewer,
      'GET',
      `${API.calendar.occurrences}?from=2026-05-01T00:00:00Z&to=2026-04-01T00:00:00Z`,
    );
    expectError(res, 400, CODES.invalidRange);
    const long = await call(
      viewer,
      'GET',
      `${API.calendar.occurrences}?from=2026-01-01T00:00:00Z&to=2028-01-01T00:00:00Z`,
    );
    expectError(long, 400, CODES.invalidRange);
  });
});
