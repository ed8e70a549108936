import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API, apiPath, type Chart, type Dataset } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';
import { TEST_DATA } from '../datasets/testing';
import { computeChartData } from './chart-data';
import { chartDatasetOf, importCsv, specOf } from './testing';

const OWID = path.join(TEST_DATA, 'owid/annual-co2-emissions-per-country.csv');

let t: TestApp;
let editor: TestUser;
let viewer: TestUser;
let small: Dataset;

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
const one = (id: string) => apiPath(API.charts.one, { id });
const dataUrl = (id: string) => apiPath(API.charts.data, { id });

beforeAll(async () => {
  t = await buildTestApp();
  [editor, viewer] = [await userWithRole(t, 'editor'), await userWithRole(t, 'viewer')];
  small = await importCsv(t, 'Small', 'x,y\n1,5\n2,7\n3,6\n');
});
afterAll(() => t.close());

describe('charts API', () => {
  it('creates, reads, lists, updates and deletes a chart', async () => {
    const created = await call(editor, 'POST', API.charts.list, specOf(small, { title: ' Mine ' }));
    expect(created.statusCode).toBe(200);
    const chart: Chart = created.json().chart;
    expect(chart).toMatchObject({ title: 'Mine', datasetId: small.id, xColumn: 'c1' });

    expect((await call(viewer, 'GET', one(chart.id))).json().chart).toEqual(chart);
    const list = await call(viewer, 'GET', `${API.charts.list}?datasetId=${small.id}`);
    expect(list.json().items.map((c: Chart) => c.id)).toEqual([chart.id]);

    const updated = await call(
      editor,
      'PUT',
      one(chart.id),
      specOf(small, { type: 'bar', title: 'Bars' }),
    );
    expect(updated.json().chart).toMatchObject({ id: chart.id, type: 'bar', title: 'Bars' });

    const data = await call(viewer, 'GET', dataUrl(chart.id));
    expect(data.statusCode).toBe(200);
    expect(data.json().data.series[0]).toMatchObject({
      points: [
        { x: 1, y: 5 },
        { x: 2, y: 7 },
        { x: 3, y: 6 },
      ],
      sourcePoints: 3,
      returnedPoints: 3,
      method: 'none',
    });

    expect((await call(editor, 'DELETE', one(chart.id))).json()).toEqual({ ok: true });
    expectError(await call(viewer, 'GET', one(chart.id)), 404, 'charts.not_found');
    expectError(await call(editor, 'DELETE', one(chart.id)), 404, 'charts.not_found');
  });

  it('refuses unknown columns, a missing data set and a bad range', async () => {
    expectError(
      await call(editor, 'POST', API.charts.list, specOf(small, { yColumns: ['c9'] })),
      400,
      'charts.unknown_column',
    );
    expectError(
      await call(editor, 'POST', API.charts.list, specOf(small, { seriesColumn: 'c3' })),
      400,
      'charts.unknown_column',
    );
    const gone = { ...specOf(small, {}), datasetId: '00000000-0000-4000-8000-000000000000' };
    // a data set that does not exist: 404, for a save and for a preview alike
    expectError(await call(editor, 'POST', API.charts.list, gone), 404, 'datasets.not_found');
    expectError(await call(editor, 'POST', API.charts.preview, gone), 404, 'datasets.not_found');
    expectError(
      await call(editor, 'POST', API.charts.preview, specOf(small, { rangeFrom: '2020-01' })),
      400,
      'charts.bad_spec',
    );
  });

  it('guards reads and the preview (signed in) and writes (editor or admin)', async () => {
    const chart: Chart = (await call(editor, 'POST', API.charts.list, specOf(small, {}))).json()
      .chart;
    for (const [method, url] of [
      ['GET', API.charts.list],
      ['GET', one(chart.id)],
      ['GET', dataUrl(chart.id)],
      ['POST', API.charts.preview],
    ] as const)
      expectError(
        await call(null, method, url, method === 'POST' ? specOf(small, {}) : undefined),
        401,
        'auth.unauthorized',
        url,
      );
    // The preview only reads: a viewer gets the same data as the saved chart's.
    const preview = await call(viewer, 'POST', API.charts.preview, specOf(small, {}));
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual((await call(viewer, 'GET', dataUrl(chart.id))).json().data);
    const body = specOf(small, {});
    for (const [method, url] of [
      ['POST', API.charts.list],
      ['PUT', one(chart.id)],
      ['DELETE', one(chart.id)],
    ] as const) {
      expectError(await call(null, method, url, body), 401, 'auth.unauthorized', url);
      expectError(await call(viewer, method, url, body), 403, 'auth.forbidden', url);
    }
  });

  it('downsamples a 10,000-row series to 2,000 points with LTTB, first and last kept', async () => {
    const rows = Array.from(
      { length: 10_000 },
      (_, i) => `${i},${Math.round(Math.sin(i / 40) * 1000) / 10}`,
    );
    const big = await importCsv(t, 'Big', `i,v\n${rows.join('\n')}\n`);
    const res = await call(editor, 'POST', API.charts.preview, specOf(big, {}));
    const [series] = res.json().data.series;
    expect(series).toMatchObject({ sourcePoints: 10_000, returnedPoints: 2000, method: 'lttb' });
    expect(series.points).toHaveLength(2000);
    expect(series.points[0]).toEqual({ x: 0, y: 0 });
    expect(series.points.at(-1)).toEqual({ x: 9999, y: Number(rows[9999]?.split(',')[1]) });
    // A range of fewer points comes back whole.
    const zoomed = await call(
      editor,
      'POST',
      API.charts.preview,
      specOf(big, { rangeFrom: '100', rangeTo: '1099' }),
    );
    expect(zoomed.json().data.series[0]).toMatchObject({
      sourcePoints: 1000,
      returnedPoints: 1000,
      method: 'none',
    });
  });

  it('reduces large tables in SQL first (M4 buckets), keeping the extremes', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [
      i,
      Math.round(Math.sin(i / 40) * 1000) / 10 + (i === 7777 ? 500 : 0),
    ]);
    const big = await importCsv(t, 'Big M4', `i,v\n${rows.map((r) => r.join(',')).join('\n')}\n`);
    const force = { largeTableRows: 0 };
    const data = await computeChartData(
      t.database.db,
      await chartDatasetOf(t, big),
      specOf(big, {}),
      force,
    );
    const [series] = data.series;
    expect(series).toMatchObject({ sourcePoints: 10_000, returnedPoints: 2000, method: 'lttb' });
    expect(series?.points[0]).toEqual({ x: 0, y: 0 });
    expect(series?.points.at(-1)).toEqual({ x: 9999, y: rows[9999]?.[1] });
    expect(series?.points).toContainEqual({ x: 7777, y: rows[7777]?.[1] });
    const ys = series?.points.map((p) => p.y ?? 0) ?? [];
    expect(Math.min(...ys)).toBe(Math.min(...rows.map((r) => r[1] as number)));

    // Dates, grouped, split: the large series is bucketed, the small one comes back whole.
    const day = (i: number) => new Date(Date.UTC(2000, 0, 1 + i)).toISOString().slice(0, 10);
    const lines = [
      ...Array.from({ length: 5000 }, (_, i) => `${day(i)},a,${i % 97}`),
      ...Array.from({ length: 10 }, (_, i) => `${day(i)},b,${i}`),
    ];
    const daily = await importCsv(t, 'Daily', `day,group,v\n${lines.join('\n')}\n`);
    const split = await computeChartData(
      t.database.db,
      await chartDatasetOf(t, daily),
      specOf(daily, {
        yColumns: ['c3'],
        seriesColumn: 'c2',
        seriesValues: ['a', 'b'],
        aggregation: 'sum',
      }),
      force,
    );
    expect(
      split.series.map((s) => [s.seriesValue, s.sourcePoints, s.returnedPoints, s.method]),
    ).toEqual([
      ['a', 5000, 2000, 'lttb'],
      ['b', 10, 10, 'none'],
    ]);
    expect(split.series[0]?.points[0]).toEqual({ x: '2000-01-01', y: 0 });
    expect(split.series[0]?.points.at(-1)).toEqual({ x: day(4999), y: 4999 % 97 });
    expect(split.series[1]?.points[9]).toEqual({ x: day(9), y: 9 });
  });

  it('splits the OWID emissions by country, values as in the file', async () => {
    const csv = readFileSync(OWID, 'utf8');
    const owid = await importCsv(t, 'OWID emissions', csv);
    expect(owid.columns.map((c) => [c.name, c.type])).toEqual([
      ['Entity', 'text'],
      ['Code', 'text'],
      ['Year', 'year'],
      ['Annual CO₂ emissions', 'number'],
    ]);
    const fromFile = (entity: string, year: string) =>
      Number(
        csv
          .split('\n')
          .find((l) => l.startsWith(`${entity},`) && l.split(',')[2] === year)
          ?.split(',')[3],
      );
    const spec = specOf(owid, {
      xColumn: 'c3',
      yColumns: ['c4'],
      seriesColumn: 'c1',
      seriesValues: ['Germany', 'France', "x') or 1=1 --"],
      rangeFrom: '1990',
      rangeTo: '2023',
    });
    const res = await call(editor, 'POST', API.charts.preview, spec);
    expect(res.statusCode).toBe(200);
    const series = res.json().data.series as {
      seriesValue: string;
      name: string;
      points: { x: string; y: number }[];
    }[];
    expect(series.map((s) => [s.seriesValue, s.points.length])).toEqual([
      ['Germany', 34],
      ['France', 34],
      ["x') or 1=1 --", 0],
    ]);
    expect(series[0]?.name).toBe('Germany · Annual CO₂ emissions');
    const germany2000 = series[0]?.points.find((p) => p.x === '2000-01-01')?.y;
    expect(germany2000).toBe(fromFile('Germany', '2000'));
    expect(series[1]?.points.at(-1)).toEqual({ x: '2023-01-01', y: fromFile('France', '2023') });
  });

  it('answers fresh data after its data set changes (the cache is keyed on its version)', async () => {
    const chart: Chart = (await call(editor, 'POST', API.charts.list, specOf(small, {}))).json()
      .chart;
    const before = await call(viewer, 'GET', dataUrl(chart.id));
    expect(before.json().data.series[0].name).toBe('y');
    await t.services.datasets.update(small.id, {
      name: 'Small',
      description: '',
      licence: 'CC0',
      citation: '',
      columns: [{ key: 'c2', name: 'Height', unit: 'm' }],
    });
    const after = (await call(viewer, 'GET', dataUrl(chart.id))).json().data;
    expect(after.series[0].name).toBe('Height');
    expect(after.provenance.licence).toBe('CC0');
  });

  it('treats injection attempts as values or refuses them, and changes nothing', async () => {
    const name = `x"; drop table charts; --`;
    const evil = await importCsv(t, name, `a,b\n"1'); drop table users; --",2\n`);
    expect(evil.name).toBe(name);
    const bad = [
      { xColumn: 'c1; drop table charts' },
      { yColumns: ['"c1"'] },
      { seriesColumn: 'c1 or 1=1' },
      { yColumns: ['_row'] },
      { datasetId: "1' or '1'='1" },
    ];
    for (const fields of bad) {
      const res = await call(editor, 'POST', API.charts.preview, {
        ...specOf(evil, {}),
        ...fields,
      });
      expectError(res, 400, 'common.invalid_request', JSON.stringify(fields));
    }
    const counted = await call(
      editor,
      'POST',
      API.charts.preview,
      specOf(evil, {
        type: 'pie',
        yColumns: ['c2'],
        seriesColumn: 'c1',
        seriesValues: ["1'); drop table users; --"],
        aggregation: 'sum',
      }),
    );
    expect(counted.json().data.series[0].points).toEqual([
      { x: "1'); drop table users; --", y: 2 },
    ]);
    expect(await t.services.auth.users.count()).toBe(2);
    expect((await call(viewer, 'GET', API.charts.list)).statusCode).toBe(200);
  });
});
