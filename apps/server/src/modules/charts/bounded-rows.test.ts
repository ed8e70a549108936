import { API, type ChartData, type Dataset } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import type { Db } from '../../db/client';
import { type TestUser, userWithRole } from '../blog/testing';
import { computeChartData } from './chart-data';
import { chartDatasetOf, importCsv, specOf } from './testing';

// What a chart brings into Node is bounded whatever the table's size (issue 30, item 19): a
// KPI's last points and a text x's first points are picked in SQL. Rows are counted at the
// database's door, so the bound is a fact about the queries, not a time.

const ROWS = 3_000;
/** Every 7th value empty: a KPI shows the last non-empty ones. */
const valueAt = (i: number) => (i % 7 === 0 ? null : i);
const label = (i: number) => `L${String(i).padStart(5, '0')}`;
const csv = [
  'label,value,group',
  ...Array.from(
    { length: ROWS },
    (_, i) => `${label(i)},${valueAt(i) ?? ''},${i % 2 ? 'odd' : 'even'}`,
  ),
].join('\n');

let t: TestApp;
let viewer: TestUser;
let dataset: Dataset;
beforeAll(async () => {
  t = await buildTestApp();
  viewer = await userWithRole(t, 'viewer');
  dataset = await importCsv(t, 'Labels', csv);
  expect(dataset.columns.map((c) => c.type)).toEqual(['text', 'number', 'text']);
});
afterAll(() => t.close());

/** The database with the rows each query answered counted. */
function counting(db: Db) {
  const seen = { rows: 0, queries: 0 };
  const counted = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return async (query: Parameters<Db['execute']>[0]) => {
        const result = await target.execute(query);
        seen.rows += (result as unknown as { rows: unknown[] }).rows.length;
        seen.queries++;
        return result;
      };
    },
  });
  return { db: counted, seen };
}

/** The last `n` non-empty values among the rows `rows` (indexes), in line order. */
const lastFilled = (indexes: number[], n: number) =>
  indexes
    .filter((i) => valueAt(i) !== null)
    .slice(-n)
    .map((i) => ({ x: label(i), y: valueAt(i) }));

const all = Array.from({ length: ROWS }, (_, i) => i);

describe('chart rows brought into Node', () => {
  it('a KPI of ten values (aggregation none) brings its last 25 points of each, not every row', async () => {
    const { db, seen } = counting(t.database.db);
    const spec = specOf(dataset, {
      type: 'kpi',
      yColumns: Array(10).fill('c2'),
      aggregation: 'none',
    });
    const data = await computeChartData(db, await chartDatasetOf(t, dataset), spec);
    expect(data.series).toHaveLength(10);
    for (const series of data.series) {
      expect(series.points).toEqual(lastFilled(all, 25));
      expect(series.sourcePoints).toBe(ROWS);
      expect(series.returnedPoints).toBe(25);
    }
    expect(seen.rows).toBeLessThanOrEqual(25 * 10);
  });

  it('a KPI split by a column: the last 25 points of each series', async () => {
    const { db, seen } = counting(t.database.db);
    const spec = specOf(dataset, {
      type: 'kpi',
      yColumns: ['c2'],
      seriesColumn: 'c3',
      seriesValues: ['even', 'odd'],
    });
    const data = await computeChartData(db, await chartDatasetOf(t, dataset), spec);
    const even = all.filter((i) => i % 2 === 0);
    const odd = all.filter((i) => i % 2 === 1);
    expect(data.series.map((s) => [s.seriesValue, s.points, s.sourcePoints])).toEqual([
      ['even', lastFilled(even, 25), even.length],
      ['odd', lastFilled(odd, 25), odd.length],
    ]);
    expect(seen.rows).toBeLessThanOrEqual(50);
  });

  it('a KPI of two columns split by a column: each column its own last points', async () => {
    const spec = specOf(dataset, {
      type: 'kpi',
      yColumns: ['c2', 'c1'],
      aggregation: 'count',
      seriesColumn: 'c3',
      seriesValues: ['odd'],
    });
    const data = await computeChartData(t.database.db, await chartDatasetOf(t, dataset), spec);
    const odd = all.filter((i) => i % 2 === 1).slice(-25);
    expect(data.series.map((s) => s.points)).toEqual([
      odd.map((i) => ({ x: label(i), y: valueAt(i) === null ? 0 : 1 })),
      odd.map((i) => ({ x: label(i), y: 1 })),
    ]);
  });

  it('a line over a text x on a large table keeps its first 2,000 points, cut in SQL, and says so', async () => {
    const { db, seen } = counting(t.database.db);
    const spec = specOf(dataset, { type: 'line', yColumns: ['c2'] });
    const data = await computeChartData(db, await chartDatasetOf(t, dataset), spec, {
      largeTableRows: 10,
    });
    const [series] = data.series;
    expect(series?.method).toBe('first');
    expect(series?.sourcePoints).toBe(ROWS);
    expect(series?.returnedPoints).toBe(2_000);
    expect(series?.points.slice(0, 2)).toEqual([
      { x: label(0), y: null },
      { x: label(1), y: 1 },
    ]);
    expect(series?.points.at(-1)).toEqual({ x: label(1_999), y: valueAt(1_999) });
    expect(seen.rows).toBeLessThanOrEqual(2_000);
  });

  it('a split chart on a large table whose top series all fit reads them whole without a bucket pass', async () => {
    const dataset_ = await chartDatasetOf(t, dataset);
    const spec = specOf(dataset, { xColumn: 'c2', yColumns: ['c2'], seriesColumn: 'c3' });
    const top = counting(t.database.db);
    const data = await computeChartData(top.db, dataset_, spec, { largeTableRows: 10 });
    // the top values (with their points), then the points: no M4 buckets
    expect(top.seen.queries).toBe(2);
    // the same answer as with those values chosen (buckets first, then the points)
    const chosen = counting(t.database.db);
    const same = await computeChartData(
      chosen.db,
      dataset_,
      { ...spec, seriesValues: data.series.map((s) => s.seriesValue as string) },
      { largeTableRows: 10 },
    );
    expect(chosen.seen.queries).toBe(2);
    expect(data.series).toEqual(same.series);
    const filled = all.filter((i) => valueAt(i) !== null).length;
    expect(data.series.reduce((sum, s) => sum + s.returnedPoints, 0)).toBe(filled);
  });

  it('the preview of such a KPI through the API answers 25 points a value', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.charts.preview,
      headers: viewer.headers,
      payload: specOf(dataset, { type: 'kpi', yColumns: Array(10).fill('c2') }),
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: ChartData }>();
    expect(data.series.map((s) => s.points.length)).toEqual(Array(10).fill(25));
  });
});
