import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API, type Chart, type Dataset } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';
import { TEST_DATA } from '../datasets/testing';
import { computeChartData } from './chart-data';
import { chartDatasetOf, importCsv, specOf } from './testing';

// The time grain: a date x cut to its month or year before aggregating, checked against the
// real NOAA monthly file (its annual means computed here) and a tiny daily file.

const NOAA_MONTHLY = path.join(TEST_DATA, 'noaa-co2-ppm/co2-mm-mlo.fixed.csv');
const DAILY = `day,value
2020-01-05,1
2020-01-20,3
2020-02-10,10
2021-03-01,7
`;

let t: TestApp;
let editor: TestUser;
let monthly: Dataset;
let daily: Dataset;
const text = readFileSync(NOAA_MONTHLY, 'utf8');

/** Each year's mean of the file's monthly means (column 3), computed here. */
function annualMeans(): Map<string, number> {
  const byYear = new Map<string, number[]>();
  for (const line of text.trim().split('\n').slice(1)) {
    const f = line.split(',');
    const year = `${f[0]?.slice(0, 4)}-01-01`;
    byYear.set(year, [...(byYear.get(year) ?? []), Number(f[2])]);
  }
  return new Map([...byYear].map(([y, v]) => [y, v.reduce((a, b) => a + b) / v.length]));
}

beforeAll(async () => {
  t = await buildTestApp();
  editor = await userWithRole(t, 'editor');
  monthly = await importCsv(t, 'NOAA monthly', text, { missingMarkers: ['-1', '-9.99', '-0.99'] });
  daily = await importCsv(t, 'Daily', DAILY);
  expect(monthly.columns[0]?.type).toBe('month');
});
afterAll(() => t.close());

describe('chart data: time grain', () => {
  it('averages the NOAA monthly means by year: 2025 is 427.35 ppm', async () => {
    const data = await t.services.charts.preview(
      specOf(monthly, { xColumn: 'c1', yColumns: ['c3'], aggregation: 'avg', grain: 'year' }),
    );
    expect(data.xType).toBe('year');
    const points = data.series[0]?.points ?? [];
    const expected = annualMeans();
    expect(points.map((p) => p.x)).toEqual([...expected.keys()]);
    for (const p of points) expect(p.y).toBeCloseTo(expected.get(String(p.x)) ?? Number.NaN, 9);
    const y2025 = points.find((p) => p.x === '2025-01-01')?.y ?? Number.NaN;
    expect(Math.abs(y2025 - 427.35)).toBeLessThanOrEqual(0.005);
  });

  it('gives the same years through the large-table path (SQL buckets)', async () => {
    const spec = specOf(monthly, {
      yColumns: ['c3'],
      aggregation: 'avg',
      grain: 'year',
    });
    const data = await computeChartData(t.database.db, await chartDatasetOf(t, monthly), spec, {
      largeTableRows: 10,
    });
    const expected = annualMeans();
    const points = data.series[0]?.points ?? [];
    expect(points).toHaveLength(expected.size);
    for (const p of points) expect(p.y).toBeCloseTo(expected.get(String(p.x)) ?? Number.NaN, 9);
  });

  it.each([
    [
      'month',
      'sum',
      'month',
      [
        ['2020-01-01', 4],
        ['2020-02-01', 10],
        ['2021-03-01', 7],
      ],
    ],
    [
      'year',
      'count',
      'year',
      [
        ['2020-01-01', 3],
        ['2021-01-01', 1],
      ],
    ],
    [
      'year',
      'last',
      'year',
      [
        ['2020-01-01', 10],
        ['2021-01-01', 7],
      ],
    ],
    [
      'none',
      'sum',
      'date',
      [
        ['2020-01-05', 1],
        ['2020-01-20', 3],
        ['2020-02-10', 10],
        ['2021-03-01', 7],
      ],
    ],
  ] as const)('cuts a date column to %s (%s)', async (grain, aggregation, xType, xy) => {
    const data = await t.services.charts.preview(
      specOf(daily, { yColumns: ['c2'], aggregation, grain }),
    );
    expect(data.xType).toBe(xType);
    expect(data.series[0]?.points.map((p) => [p.x, p.y])).toEqual(xy);
  });

  it('keeps the grain of a saved chart; an omitted grain is none', async () => {
    const { grain: _, ...withoutGrain } = specOf(daily, { yColumns: ['c2'], aggregation: 'sum' });
    const plain = await t.app.inject({
      method: 'POST',
      url: API.charts.list,
      headers: editor.headers,
      payload: withoutGrain,
    });
    expect(plain.json().chart.grain).toBe('none');
    const yearly = await t.app.inject({
      method: 'POST',
      url: API.charts.list,
      headers: editor.headers,
      payload: specOf(daily, { yColumns: ['c2'], aggregation: 'sum', grain: 'year' }),
    });
    const chart: Chart = yearly.json().chart;
    expect(chart.grain).toBe('year');
    expect((await t.services.charts.get(chart.id)).grain).toBe('year');
    const data = await t.services.charts.data(chart.id);
    expect(data.series[0]?.points).toEqual([
      { x: '2020-01-01', y: 14 },
      { x: '2021-01-01', y: 7 },
    ]);
  });

  it('refuses a grain on a number or text x column, or without an aggregation', async () => {
    const numbers = await importCsv(t, 'Numbers', 'n,v,label\n1,10,a\n2,20,b\n');
    for (const [dataset, spec] of [
      [numbers, { xColumn: 'c1', aggregation: 'sum', grain: 'year' }],
      [numbers, { xColumn: 'c3', aggregation: 'sum', grain: 'month' }],
      [daily, { aggregation: 'none', grain: 'year' }],
    ] as const) {
      for (const url of [API.charts.list, API.charts.preview]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: editor.headers,
          payload: specOf(dataset, { yColumns: ['c2'], ...spec }),
        });
        expectError(res, 400, 'charts.bad_spec', `${url} ${JSON.stringify(spec)}`);
      }
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: API.charts.preview,
      headers: editor.headers,
      payload: { ...specOf(daily, { aggregation: 'sum' }), grain: 'week' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
