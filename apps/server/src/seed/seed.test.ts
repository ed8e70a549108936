import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CO2_DATASET_SLUGS } from '@keeling/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, nextIp, type TestApp } from '../../test/helper';
import { DEMO_CALENDARS, demoEvents } from './calendar';
import { DEMO_CHAT } from './chat';
import { MAUNAKEA_NOTE } from './co2';
import { resetDemoData, seedIfEmpty } from './index';
import { DEMO_BOARD } from './kanban';

let t: TestApp;
// The seed stores article covers through the uploads service: keep them out of shared dirs.
const uploadDir = mkdtempSync(path.join(tmpdir(), 'keeling-seed-'));
beforeAll(async () => {
  t = await buildTestApp({ uploadDir });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('seed', () => {
  it('creates the demo admin on an empty database only, then it can sign in', async () => {
    expect(await seedIfEmpty(t.database, t.config)).toBe(true);
    expect(await seedIfEmpty(t.database, t.config)).toBe(false);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { email: t.config.seedAdminEmail, password: t.config.seedAdminPassword },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ role: 'admin', isVerified: true });
  });

  it('--reset drops the users and seeds again', async () => {
    await t.services.auth.createUser({
      email: 'extra@example.com',
      password: 'extra-password',
      firstName: 'E',
      lastName: 'X',
      role: 'viewer',
    });
    // the demo admin and the colleague of the demo chat
    expect(await t.services.auth.users.count()).toBe(3);
    await resetDemoData(t.database, t.config);
    expect(await t.services.auth.users.count()).toBe(2);
    expect(await t.services.auth.users.findByEmail('extra@example.com')).toBeUndefined();
  });

  it('creates the demo team board, once after --reset', async () => {
    await resetDemoData(t.database, t.config);
    const boards = await t.services.kanban.boards();
    expect(boards.map((board) => board.title)).toEqual([DEMO_BOARD.title]);
    const details = await t.services.kanban.board(boards[0]?.id ?? '');
    expect(details.columns.map((column) => column.name)).toEqual(Object.keys(DEMO_BOARD.columns));
    const titles = (name: string) => {
      const id = details.columns.find((column) => column.name === name)?.id;
      return details.cards.filter((card) => card.columnId === id).map((card) => card.title);
    };
    for (const [name, cards] of Object.entries(DEMO_BOARD.columns))
      expect(titles(name)).toEqual(cards.map((card) => card.title));
  });

  it('creates the demo chat, the colleague’s last message unread by the admin', async () => {
    await resetDemoData(t.database, t.config);
    const admin = await t.services.auth.users.findByEmail(t.config.seedAdminEmail);
    if (!admin) throw new Error('no demo admin');
    const { items, unread } = await t.services.chat.list(admin);
    expect(unread).toBe(1);
    expect(items).toHaveLength(1);
    expect(items[0]?.members.map((m) => m.name).sort()).toEqual(['Demo Admin', 'Lena Ortiz']);
    const page = await t.services.chat.history(admin, items[0]?.id ?? '', {});
    expect(page.items.map((m) => m.body)).toEqual(DEMO_CHAT.map((line) => line.body));
  });

  it('creates the NOAA data sets, their charts and the Co2 dashboard (once after --reset)', async () => {
    const { datasets, dashboards, charts } = t.services;
    const [monthly, annual, growth] = await Promise.all(
      [CO2_DATASET_SLUGS.monthly, CO2_DATASET_SLUGS.annual, CO2_DATASET_SLUGS.growth].map((slug) =>
        datasets.getBySlug(slug),
      ),
    );
    expect([monthly?.rowCount, annual?.rowCount, growth?.rowCount]).toEqual([820, 67, 67]);
    expect(monthly?.missingMarkers).toEqual(['-1', '-9.99', '-0.99']);
    // NOAA's note on the months measured at Maunakea, drawn on the monthly means' charts
    const notes = await t.services.datasets.annotations(monthly?.id ?? '');
    expect(notes.map(({ from, to, text }) => ({ from, to, text }))).toEqual([MAUNAKEA_NOTE]);
    expect(monthly?.sourceUrl).toBe('https://gml.noaa.gov/webdata/ccgg/trends/co2/co2_mm_mlo.csv');
    expect(annual?.citation).toContain('Dr. Ralph Keeling, Scripps Institution of Oceanography');

    const dashboard = await dashboards.getBySlug('Co2');
    // the Keeling curve is the CO2 page's own, not on its dashboard a second time
    expect(dashboard).toMatchObject({ slug: 'Co2', title: 'CO2 project', chartCount: 4 });
    expect(dashboard.charts.map((c) => c.type)).toEqual(['kpi', 'bar', 'bar', 'table']);
    const kpi = await charts.data(dashboard.charts[0]?.id ?? '');
    expect(kpi.series[0]?.points.at(-1)).toEqual({ x: '2026-06-01', y: 431.44 });
    const curve = (await charts.list()).find((c) => c.title === 'The Keeling curve');
    const keeling = await charts.data(curve?.id ?? '');
    expect(keeling.series.map((s) => [s.name, s.sourcePoints])).toEqual([
      ['Monthly mean', 820],
      ['De-seasonalised trend', 820],
    ]);

    // The reset dropped the first seed's tables: one typed table per data set remains.
    const tables = (await t.database.db.execute(
      sql`select count(*)::int as n from pg_tables where tablename like 'ds\_%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(tables.rows[0]?.n).toBe(3);
    expect((await dashboards.list()).filter((d) => d.slug === 'Co2')).toHaveLength(1);
  });

  it('creates the demo team calendars with their events through the calendar service, once after --reset', async () => {
    await resetDemoData(t.database, t.config);
    const admin = await t.services.auth.users.findByEmail(t.config.seedAdminEmail);
    const actor = { id: admin?.id ?? '', role: 'admin' as const };
    const calendars = await t.services.calendar.calendars(actor);
    expect(calendars.filter((c) => c.kind === 'team').map((c) => c.name)).toEqual(
      DEMO_CALENDARS.map((c) => c.name),
    );
    // the events are around the week the seed ran in: this week and the next ones hold them
    const now = Date.now();
    const { items } = await t.services.calendar.occurrences(
      {
        from: new Date(now - 7 * 86_400_000).toISOString(),
        to: new Date(now + 21 * 86_400_000).toISOString(),
      },
      actor,
    );
    const titles = new Set(items.map((o) => o.title));
    for (const events of Object.values(demoEvents(new Date(now))))
      for (const event of events) expect(titles).toContain(event.title);
  });

  it('places the demo events in the week of the day given, in Paris time', () => {
    const events = demoEvents(new Date('2026-03-26T12:00:00Z'));
    expect(events['Field campaign']?.[0]).toMatchObject({
      start: '2026-03-23T08:00:00.000Z',
      repeat: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=16',
    });
    // after the switch to summer time, 09:00 in Paris is 07:00 UTC
    expect(demoEvents(new Date('2026-04-01T12:00:00Z'))['Field campaign']?.[0]?.start).toBe(
      '2026-03-30T07:00:00.000Z',
    );
    expect(events.Publications?.[0]).toMatchObject({ start: '2026-03-02', end: '2026-03-03' });
    expect(events.Publications?.[1]).toMatchObject({ start: '2026-04-07', end: '2026-04-10' });
  });
});
