import { API, apiPath, type Chart, type Dataset } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';
import { importCsv, specOf } from './testing';

// The full data behind a chart (issue 34 item 4): every row of its query within the chart's
// range and the reader's, streamed as CSV, however many points the chart draws.

let t: TestApp;
let viewer: TestUser;
let big: Dataset;
const ROWS = 10_001; // two full batches of the cursor and one row more

const csvOf = (id: string, query = '', user: TestUser | null = viewer) =>
  t.app.inject({
    method: 'GET',
    url: `${apiPath(API.charts.csv, { id })}${query}`,
    headers: user?.headers ?? {},
  });
const rowsOf = (body: string) => body.trimEnd().split('\r\n');

beforeAll(async () => {
  t = await buildTestApp();
  viewer = await userWithRole(t, 'viewer');
  const lines = Array.from({ length: ROWS }, (_, i) => `${i - 5000},${(i % 97) / 4}`);
  big = await importCsv(t, 'Big', `i,v\n${lines.join('\n')}\n`);
});
afterAll(() => t.close());

const save = (spec: Parameters<typeof specOf>[1], dataset = big): Promise<Chart> =>
  t.services.charts.create(specOf(dataset, spec), null);

describe('the full data of a chart as CSV', () => {
  it('streams every row of a downsampled chart, and those of the reader’s range', async () => {
    const chart = await save({ unit: 'ppm' });
    const data = await t.services.charts.data(chart.id);
    expect(data.series[0]?.returnedPoints).toBe(2000);
    const res = await csvOf(chart.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toBe('i,v (ppm)');
    expect(rows).toHaveLength(ROWS);
    expect(rows[0]).toBe('-5000,0');
    expect(rows.at(-1)).toBe(`5000,${(10_000 % 97) / 4}`);
    // the reader's range within the chart's own (here from 0): -10…10 ∩ 0… = 0…10
    const ranged = await save({ rangeFrom: '0' });
    const some = rowsOf((await csvOf(ranged.id, '?from=-10&to=10')).body);
    expect(some.slice(1).map((row) => row.split(',')[0])).toEqual(
      Array.from({ length: 11 }, (_, i) => String(i)),
    );
    expectError(await csvOf(chart.id, '?from=ten'), 400, 'charts.bad_spec');
    expectError(await csvOf(chart.id, '', null), 401, 'auth.unauthorized');
  });

  it('writes years as years, the series column when split, and formulas made inert', async () => {
    const monthly = await importCsv(
      t,
      'Monthly by place',
      'month,place,v\n2000-01,=cmd,1\n2000-02,=cmd,3\n2001-01,=cmd,5\n2000-01,b,2\n',
    );
    const chart = await save(
      {
        xColumn: 'c1',
        yColumns: ['c3'],
        seriesColumn: 'c2',
        aggregation: 'avg',
        grain: 'year',
      },
      monthly,
    );
    const res = await csvOf(chart.id, '?from=2000&to=2000');
    expect(rowsOf(res.body)).toEqual(['month,place,v', "2000,'=cmd,2", '2000,b,2']);
  });

  it('reads through a public link only the charts of its dashboard', async () => {
    const shown = await save({ title: 'Shown' });
    const hidden = await save({ title: 'Hidden' });
    const dashboard = await t.services.dashboards.create(
      {
        slug: 'csv-shared',
        title: 'CSV',
        description: '',
        items: [{ chartId: shown.id, width: 12, height: 'medium' }],
      },
      null,
    );
    const link = await t.services.publicLinks.create(
      { dashboardId: dashboard.id, frameAncestors: [] },
      null,
    );
    const url = (chartId: string) =>
      `${apiPath(API.publicView.chartCsv, { token: link.token, chartId })}?from=0&to=4`;
    const res = await t.app.inject({ method: 'GET', url: url(shown.id) });
    expect(rowsOf(res.body)).toHaveLength(6);
    const refused = await t.app.inject({ method: 'GET', url: url(hidden.id) });
    expect(refused.statusCode).toBe(404);
  });
});
