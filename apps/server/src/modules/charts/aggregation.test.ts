import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Dataset } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { TEST_DATA } from '../datasets/testing';
import { importCsv, specOf } from './testing';

// Aggregation, time range and splits against values computed by hand from a tiny file.
const CSV = `day,region,value,label
2020-01-01,north,1,a
2020-01-01,north,3,b
2020-01-01,south,10,c
2020-02-01,north,,d
2020-02-01,north,5,e
2020-02-01,south,20,f
2021-01-01,south,7,g
`;

let t: TestApp;
let tiny: Dataset;
const preview = (spec: Parameters<typeof specOf>[1], dataset = tiny) =>
  t.services.charts.preview(specOf(dataset, spec));
const pointsOf = async (spec: Parameters<typeof specOf>[1], dataset = tiny) =>
  (await preview(spec, dataset)).series.map((s) => s.points.map((p) => [p.x, p.y]));

beforeAll(async () => {
  t = await buildTestApp();
  tiny = await importCsv(t, 'Tiny', CSV);
  expect(tiny.columns.map((c) => c.type)).toEqual(['date', 'text', 'number', 'text']);
});
afterAll(() => t.close());

describe('chart data: aggregation', () => {
  it.each([
    ['sum', [14, 25, 7]],
    ['avg', [14 / 3, 12.5, 7]],
    ['min', [1, 5, 7]],
    ['max', [10, 20, 7]],
    ['count', [3, 2, 1]],
    ['last', [10, 20, 7]],
  ] as const)('%s groups by x', async (aggregation, ys) => {
    const [points] = await pointsOf({ xColumn: 'c1', yColumns: ['c3'], aggregation });
    expect(points?.map(([x]) => x)).toEqual(['2020-01-01', '2020-02-01', '2021-01-01']);
    for (const [i, [, y]] of (points ?? []).entries()) expect(y).toBeCloseTo(ys[i] as number, 10);
  });

  it('none answers every row in x then file order, empty values as null', async () => {
    const data = await preview({ xColumn: 'c1', yColumns: ['c3'] });
    expect(data.xType).toBe('date');
    expect(data.series).toHaveLength(1);
    expect(data.series[0]).toMatchObject({
      name: 'value',
      yColumn: 'c3',
      seriesValue: null,
      sourcePoints: 7,
      returnedPoints: 7,
      method: 'none',
    });
    expect(data.series[0]?.points.map((p) => p.y)).toEqual([1, 3, 10, null, 5, 20, 7]);
    expect(data.provenance).toMatchObject({ datasetId: tiny.id, datasetName: 'Tiny' });
  });

  it('splits by a column with chosen values, or the most frequent ones', async () => {
    const chosen = await preview({
      yColumns: ['c3'],
      seriesColumn: 'c2',
      seriesValues: ['north'],
      aggregation: 'sum',
    });
    expect(chosen.series.map((s) => [s.name, s.seriesValue])).toEqual([['north · value', 'north']]);
    expect(chosen.series[0]?.points).toEqual([
      { x: '2020-01-01', y: 4 },
      { x: '2020-02-01', y: 5 },
    ]);
    const top = await preview({ yColumns: ['c3'], seriesColumn: 'c2', aggregation: 'last' });
    expect(top.series.map((s) => s.seriesValue)).toEqual(['north', 'south']);
    expect(top.series[0]?.points.map((p) => p.y)).toEqual([3, 5]);
    expect(top.series[1]?.points.map((p) => p.y)).toEqual([10, 20, 7]);
  });

  it('counts a text column; refuses to sum one', async () => {
    const [points] = await pointsOf({ yColumns: ['c4'], aggregation: 'count' });
    expect(points?.map(([, y]) => y)).toEqual([3, 3, 1]);
    await expect(preview({ yColumns: ['c4'], aggregation: 'sum' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charts.bad_spec',
    });
  });

  it('pie: one slice per series value, or per x', async () => {
    const split = await preview({
      type: 'pie',
      yColumns: ['c3'],
      seriesColumn: 'c2',
      seriesValues: ['south', 'north'],
      aggregation: 'sum',
    });
    expect(split.xType).toBe('text');
    expect(split.series[0]?.points).toEqual([
      { x: 'south', y: 37 },
      { x: 'north', y: 9 },
    ]);
    const byX = await pointsOf({ type: 'pie', yColumns: ['c3'], aggregation: 'none' });
    expect(byX).toEqual([
      [
        ['2020-01-01', 14],
        ['2020-02-01', 25],
        ['2021-01-01', 7],
      ],
    ]);
  });

  it('kpi: the last points (all three here, at most 25)', async () => {
    const data = await preview({ type: 'kpi', yColumns: ['c3'], aggregation: 'sum' });
    expect(data.series[0]).toMatchObject({
      points: [
        { x: '2020-01-01', y: 14 },
        { x: '2020-02-01', y: 25 },
        { x: '2021-01-01', y: 7 },
      ],
      sourcePoints: 3,
      returnedPoints: 3,
    });
  });
});

describe('chart data: time range', () => {
  it.each([
    ['2020-02', '2020', ['2020-02-01']],
    ['2021', null, ['2021-01-01']],
    [null, '2020-01-31', ['2020-01-01']],
    ['2020-01-01', '2020-02-01', ['2020-01-01', '2020-02-01']],
    ['', '', ['2020-01-01', '2020-02-01', '2021-01-01']],
  ])('from %s to %s', async (rangeFrom, rangeTo, xs) => {
    const [points] = await pointsOf({ yColumns: ['c3'], aggregation: 'sum', rangeFrom, rangeTo });
    expect(points?.map(([x]) => x)).toEqual(xs);
  });

  it.each([
    ['2020-13', null],
    ['2021-02-29', null],
    ['20', null],
    ['abc', null],
    ["2020' or 1=1 --", null],
    ['2021', '2020'],
  ])('refuses %s … %s with charts.bad_spec', async (rangeFrom, rangeTo) => {
    await expect(preview({ yColumns: ['c3'], rangeFrom, rangeTo })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charts.bad_spec',
    });
  });

  it('filters a number x column by numbers', async () => {
    const numbers = await importCsv(t, 'Numbers', 'n,v\n1,10\n2,20\n3,30\n4,40\n');
    const [points] = await pointsOf({ rangeFrom: '2', rangeTo: '3.5' }, numbers);
    expect(points).toEqual([
      [2, 20],
      [3, 30],
    ]);
    await expect(preview({ rangeFrom: '2020-01' }, numbers)).rejects.toMatchObject({
      code: 'charts.bad_spec',
    });
  });

  it('matches the NOAA annual means when averaging the monthly means by year', async () => {
    // The monthly file with a year column added (the month's first four characters): the
    // chart averages the monthly means by year; the expected means are computed here.
    const [header, ...rows] = readFileSync(
      path.join(TEST_DATA, 'noaa-co2-ppm/co2-mm-mlo.fixed.csv'),
      'utf8',
    )
      .trim()
      .split('\n');
    const csv = [`year,${header}`, ...rows.map((r) => `${r.slice(0, 4)},${r}`)].join('\n');
    const monthly = await importCsv(t, 'NOAA monthly with year', csv, {
      missingMarkers: ['-1', '-9.99', '-0.99'],
    });
    const expected = new Map<string, number[]>();
    for (const r of rows) {
      const f = r.split(',');
      const year = `${f[0]?.slice(0, 4)}-01-01`;
      expected.set(year, [...(expected.get(year) ?? []), Number(f[2])]);
    }
    const [points] = await pointsOf({ yColumns: ['c4'], aggregation: 'avg' }, monthly);
    const byYear = new Map(points?.map(([x, y]) => [x, y]));
    for (const [year, values] of expected) {
      expect(byYear.get(year)).toBeCloseTo(values.reduce((a, b) => a + b) / values.length, 9);
    }
    expect(byYear.get('2025-01-01')).toBeCloseTo(427.35, 2);
  });
});
