// iCalendar in and out (issue 32): a calendar's .ics (repeats in their zone with a VTIMEZONE,
// exceptions, deleted occurrences, all-day events) imports into a fresh calendar with the same
// occurrences; a malformed file is refused whole with its line; a private subscription address
// serves the calendar without a sign-in and stops once revoked or replaced.
import {
  API,
  apiPath,
  type Calendar,
  type CalendarEvent,
  type CalendarEventCreate,
  type CalendarOccurrence,
  CALENDAR_ERROR_CODES as CODES,
} from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';

let t: TestApp;
let editor: TestUser;
let viewer: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  editor = await userWithRole(t, 'editor');
  viewer = await userWithRole(t, 'viewer');
});
afterAll(() => t.close());

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

async function ok<T = Record<string, unknown>>(
  res: Promise<{ statusCode: number; body: string; json(): unknown }>,
): Promise<T> {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as T;
}

const newCalendar = async (name: string) =>
  (
    await ok<{ calendar: Calendar }>(
      call(editor, 'POST', API.calendar.calendars, { name, color: '#00b8d9' }),
    )
  ).calendar;

const create = async (body: CalendarEventCreate) =>
  (await ok<{ event: CalendarEvent }>(call(editor, 'POST', API.calendar.events, body))).event;

async function occurrencesOf(calendarId: string) {
  const query = new URLSearchParams({
    from: '2026-01-01T00:00:00Z',
    to: '2026-12-31T00:00:00Z',
    calendars: calendarId,
  });
  const { items } = await ok<{ items: CalendarOccurrence[] }>(
    call(editor, 'GET', `${API.calendar.occurrences}?${query}`),
  );
  return items
    .filter((o) => o.calendarId === calendarId)
    .map((o) => `${o.start} ${o.end} ${o.title} ${o.location}`);
}

const exportOf = (id: string, user: TestUser = editor) =>
  call(user, 'GET', apiPath(API.calendar.ics, { id }));

async function teamCalendarWithEverything() {
  const calendar = await newCalendar('Field campaign 2026');
  const series = await create({
    calendarId: calendar.id,
    title: 'Sampling; plot B, north',
    location: 'Peat bog',
    description: 'Bring the corer.\nAnd spare filters.',
    start: '2026-03-16T08:00:00Z',
    end: '2026-03-16T09:30:00Z',
    timeZone: 'Europe/Paris',
    repeat: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=8',
  });
  await ok(
    call(editor, 'PATCH', apiPath(API.calendar.event, { id: series.id }), {
      version: 1,
      scope: 'this',
      occurrenceStart: '2026-03-25T08:00:00.000Z',
      start: '2026-03-26T12:00:00Z',
      end: '2026-03-26T13:00:00Z',
      title: 'Sampling, moved',
    }),
  );
  await ok(
    call(
      editor,
      'DELETE',
      `${apiPath(API.calendar.event, { id: series.id })}?version=1&scope=this&occurrenceStart=2026-04-06T07:00:00.000Z`,
    ),
  );
  await create({
    calendarId: calendar.id,
    title: 'Data release',
    allDay: true,
    start: '2026-01-05',
    end: '2026-01-06',
    repeat: 'FREQ=MONTHLY;BYDAY=1MO;COUNT=6',
  });
  await create({
    calendarId: calendar.id,
    title: 'Conference',
    allDay: true,
    start: '2026-06-08',
    end: '2026-06-11',
  });
  await create({
    calendarId: calendar.id,
    title: 'Call with NOAA',
    start: '2026-05-05T15:00:00Z',
    end: '2026-05-05T16:00:00Z',
  });
  return calendar;
}

describe('iCalendar out and in', () => {
  it('imports a calendar’s .ics into a fresh calendar with the same occurrences', async () => {
    const team = await teamCalendarWithEverything();
    const res = await exportOf(team.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Field-campaign-2026.ics"',
    );
    const fresh = await newCalendar('Copy');
    const { imported } = await ok<{ imported: number }>(
      call(editor, 'POST', apiPath(API.calendar.import, { id: fresh.id }), { content: res.body }),
    );
    expect(imported).toBe(5);
    const original = await occurrencesOf(team.id);
    expect(original).toHaveLength(7 + 6 + 1 + 1);
    expect(await occurrencesOf(fresh.id)).toEqual(original);
  });

  it('writes repeats in their zone with its VTIMEZONE, exceptions and folded CRLF lines', async () => {
    const team = await teamCalendarWithEverything();
    const ics = (await exportOf(team.id)).body;
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('TZID:Europe/Paris');
    expect(lines).toContain('DTSTART:20260329T020000');
    expect(lines).toContain('TZOFFSETTO:+0200');
    expect(lines).toContain('DTSTART;TZID=Europe/Paris:20260316T090000');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=8');
    expect(lines).toContain('EXDATE;TZID=Europe/Paris:20260406T090000');
    expect(lines).toContain('RECURRENCE-ID;TZID=Europe/Paris:20260325T090000');
    expect(lines).toContain('DTSTART;VALUE=DATE:20260608');
    expect(lines).toContain('SUMMARY:Sampling\\; plot B\\, north');
    expect(lines).toContain('DESCRIPTION:Bring the corer.\\nAnd spare filters.');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('refuses a malformed file whole, naming the line, and keeps nothing of it', async () => {
    const target = await newCalendar('Imports');
    const file = (bad: string) =>
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:good@example.com',
        'DTSTART:20260501T100000Z',
        'DTEND:20260501T110000Z',
        'SUMMARY:A good one',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:bad@example.com',
        bad,
        'SUMMARY:A bad one',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n');
    const cases: [string, RegExp][] = [
      ['DTSTART:2026-05-02', /^Line 11: DTSTART is not a date or a date-time/],
      ['DTSTART;TZID=Mars/Olympus:20260502T100000', /^Line 11: unknown time zone "Mars\/Olympus"/],
      ['DTSTART:20260502T100000Z\r\nRRULE:FREQ=SECONDLY', /^Line 12: RRULE is not a repeat/],
      ['DTSTART 20260502T100000Z', /^Line 11: DTSTART has no value/],
      ['DTSTART:20260502T100000Z\r\nEND:VTODO', /^Line 12: END:VTODO does not close BEGIN:VEVENT/],
    ];
    for (const [bad, message] of cases) {
      const res = await call(editor, 'POST', apiPath(API.calendar.import, { id: target.id }), {
        content: file(bad),
      });
      expectError(res, 400, CODES.invalidIcs, bad);
      expect((res.json() as { message: string }).message).toMatch(message);
    }
    const noStart = await call(editor, 'POST', apiPath(API.calendar.import, { id: target.id }), {
      content: file('LOCATION:Nowhere').replace(/DTSTART:20260501T100000Z\r\n/, ''),
    });
    expect(noStart.json()).toMatchObject({ code: CODES.invalidIcs, line: 3 });
    expect(await occurrencesOf(target.id)).toEqual([]);
  });

  it('reads dates, durations, UTC and floating times', async () => {
    const target = await newCalendar('Read');
    const content = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20260710',
      'SUMMARY:Holiday',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART;TZID=Europe/Paris:20260711T093000',
      'DURATION:PT1H30M',
      'SUMMARY:Long',
      ' folded title',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\n');
    await ok(call(editor, 'POST', apiPath(API.calendar.import, { id: target.id }), { content }));
    expect(await occurrencesOf(target.id)).toEqual([
      '2026-07-10 2026-07-11 Holiday ',
      '2026-07-11T07:30:00.000Z 2026-07-11T09:00:00.000Z Longfolded title ',
    ]);
  });

  it('lets only those who manage a calendar import into it, and everyone export what they see', async () => {
    const team = await newCalendar('Read only for viewers');
    const res = await call(viewer, 'POST', apiPath(API.calendar.import, { id: team.id }), {
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    });
    expectError(res, 403, CODES.notYours);
    expect((await exportOf(team.id, viewer)).statusCode).toBe(200);
    expect((await call(null, 'GET', apiPath(API.calendar.ics, { id: team.id }))).statusCode).toBe(
      401,
    );
  });
});

describe('subscription addresses', () => {
  it('serves the calendar at a secret address, until it is revoked or replaced', async () => {
    const team = await teamCalendarWithEverything();
    const feedUrl = apiPath(API.calendar.feed, { id: team.id });
    const { path } = await ok<{ path: string }>(call(viewer, 'POST', feedUrl));
    expect(path).toMatch(/^\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const followed = await call(null, 'GET', path);
    expect(followed.statusCode).toBe(200);
    expect(followed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(followed.body).toContain('SUMMARY:Conference');

    // a new address replaces the old one
    const { path: second } = await ok<{ path: string }>(call(viewer, 'POST', feedUrl));
    expectError(await call(null, 'GET', path), 404, CODES.feedNotFound);
    expect((await call(null, 'GET', second)).statusCode).toBe(200);

    await ok(call(viewer, 'DELETE', feedUrl));
    expectError(await call(null, 'GET', second), 404, CODES.feedNotFound);
    expectError(await call(viewer, 'DELETE', feedUrl), 404, CODES.feedNotFound);
  });

  it('gives no address for another user’s personal calendar', async () => {
    const { items } = await ok<{ items: Calendar[] }>(call(editor, 'GET', API.calendar.calendars));
    const personal = items.find((c) => c.kind === 'personal') as Calendar;
    expectError(
      await call(viewer, 'POST', apiPath(API.calendar.feed, { id: personal.id })),
      404,
      CODES.calendarNotFound,
    );
  });
});
