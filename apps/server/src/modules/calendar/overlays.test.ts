// The read-only calendars (issue 32): trips on their dates with their traveller, and the data
// sets' refreshes: those that ran (a version made, or the last one failing) and those due by
// their schedule, from the clock given.
import { API, type CalendarOverlays, tripBodySchema } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { datasets, datasetVersions } from '../../db/schema';
import { syncEmissionFactors } from '../../seed/emission-factors';
import { DEMO_TRIPS } from '../../seed/trips';
import { type TestUser, userWithRole } from '../blog/testing';
import { createEventWriter } from '../events/service';
import { createItemsService } from '../items/service';
import { createCalendarService } from './service';

let t: TestApp;
let viewer: TestUser;
let traveller: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  await syncEmissionFactors(t.database);
  viewer = await userWithRole(t, 'viewer');
  traveller = await userWithRole(t, 'editor');
});
afterAll(() => t.close());

const trip = (title: string, startDate: string, endDate: string) =>
  tripBodySchema.parse({ ...DEMO_TRIPS[0], title, startDate, endDate });

describe('overlays', () => {
  it('shows every trip with a day in the range, with its traveller, to everyone', async () => {
    await t.services.travel.create(
      trip('Flux tower visit', '2026-03-10', '2026-03-12'),
      traveller.id,
    );
    await t.services.travel.create(trip('Before', '2026-02-01', '2026-02-09'), traveller.id);
    await t.services.travel.create(trip('Across', '2026-02-28', '2026-03-02'), traveller.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `${API.calendar.overlays}?from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:00Z`,
      headers: viewer.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { trips } = res.json() as CalendarOverlays;
    expect(trips.map((x) => [x.title, x.startDate, x.endDate, x.traveller])).toEqual([
      ['Across', '2026-02-28', '2026-03-02', traveller.displayName],
      ['Flux tower visit', '2026-03-10', '2026-03-12', traveller.displayName],
    ]);
  });

  it('lists refreshes that ran, the last one that failed, and those due from now on', async () => {
    const db = t.database.db;
    const [scheduled] = await db
      .insert(datasets)
      .values({
        slug: 'noaa-monthly',
        name: 'NOAA monthly CO2',
        source: 'url',
        sourceUrl: 'https://example.org/co2.csv',
        columns: [],
        tableName: 'ds_00000000000000000000000000000001',
        refreshIntervalHours: 24 * 7,
        lastRefreshAt: new Date('2026-03-02T06:00:00Z'),
        lastRefreshError: { code: 'datasets.url_unreachable', message: 'unreachable' },
      })
      .returning();
    if (!scheduled) throw new Error('no data set');
    await db.insert(datasetVersions).values({
      datasetId: scheduled.id,
      version: 2,
      origin: 'refresh',
      rowCount: 10,
      columns: [],
      createdAt: new Date('2026-03-01T06:00:00Z'),
    });
    const calendar = createCalendarService({
      db,
      events: createEventWriter(db),
      items: createItemsService({ db }),
      now: () => new Date('2026-03-10T00:00:00Z'),
    });
    const { refreshes } = await calendar.overlays({
      from: '2026-03-01T00:00:00Z',
      to: '2026-03-31T00:00:00Z',
    });
    expect(refreshes.map((r) => [r.at, r.status, r.version])).toEqual([
      ['2026-03-01T06:00:00.000Z', 'done', 2],
      ['2026-03-02T06:00:00.000Z', 'failed', null],
      // 9 March is before the clock's now: not due any more
      ['2026-03-16T06:00:00.000Z', 'due', null],
      ['2026-03-23T06:00:00.000Z', 'due', null],
      ['2026-03-30T06:00:00.000Z', 'due', null],
    ]);
  });
});
