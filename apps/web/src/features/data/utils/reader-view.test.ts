import type { ChartData } from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_READER_VIEW,
  parseReaderView,
  readerBounds,
  readerData,
  seriesChanges,
  writeReaderView,
} from './reader-view';

const provenance = {
  datasetId: 'd',
  datasetName: 'Emissions',
  sourceUrl: null,
  licence: 'CC BY 4.0',
  citation: 'OWID',
  importedAt: null,
};

function yearly(name: string, values: [number, number | null][]): ChartData['series'][number] {
  return {
    name,
    yColumn: 'c1',
    seriesValue: name,
    points: values.map(([year, y]) => ({ x: `${year}-01-01`, y })),
    sourcePoints: values.length,
    returnedPoints: values.length,
    method: 'none',
  };
}

const years = Array.from({ length: 30 }, (_, i) => 1995 + i);
const data: ChartData = {
  xType: 'year',
  provenance,
  series: [
    yearly(
      'World',
      years.map((y) => [y, 100 + (y - 1995)]),
    ),
    yearly('Zero start', [
      [2015, 0],
      [2024, 5],
    ]),
  ],
};

describe('reader view', () => {
  it('keeps the last ten years of annual data as ten points', () => {
    const view = readerData(data, { ...DEFAULT_READER_VIEW, range: '10y' });
    const xs = view.series[0]?.points.map((p) => p.x);
    expect(xs).toHaveLength(10);
    expect(xs?.[0]).toBe('2015-01-01');
    expect(xs?.at(-1)).toBe('2024-01-01');
  });

  it('keeps the last twelve months of monthly data for one year', () => {
    const months: ChartData = {
      xType: 'month',
      provenance,
      series: [
        {
          ...yearly('CO2', []),
          points: Array.from({ length: 30 }, (_, i) => ({
            x: `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
            y: 400 + i,
          })),
        },
      ],
    };
    const xs = readerData(months, { ...DEFAULT_READER_VIEW, range: '1y' }).series[0]?.points;
    expect(xs?.map((p) => p.x)).toEqual(
      Array.from({ length: 12 }, (_, i) => {
        const m = i + 18;
        return `${2024 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`;
      }),
    );
  });

  it('cuts a custom range of years, both years included', () => {
    const view = readerData(data, {
      ...DEFAULT_READER_VIEW,
      range: 'custom',
      from: '2000',
      to: '2002',
    });
    expect(view.series[0]?.points.map((p) => p.y)).toEqual([105, 106, 107]);
  });

  it('shows the change since the range start in percent, null where the start is 0', () => {
    const view = readerData(data, { ...DEFAULT_READER_VIEW, range: '10y', measure: 'relative' });
    expect(view.series[0]?.points[0]?.y).toBe(0);
    expect(view.series[0]?.points.at(-1)?.y).toBeCloseTo((9 / 120) * 100);
    expect(view.series[1]?.points.map((p) => p.y)).toEqual([null, null]);
  });

  it('indexes a series to 100 at the chosen base', () => {
    const view = readerData(data, { ...DEFAULT_READER_VIEW, measure: 'index', base: '2005' });
    expect(view.series[0]?.points.find((p) => p.x === '2005-01-01')?.y).toBe(100);
    expect(view.series[0]?.points.find((p) => p.x === '2015-01-01')?.y).toBeCloseTo(
      (120 / 110) * 100,
    );
  });

  it('tells each series start, end and change over the range', () => {
    const [world, zero] = seriesChanges(readerData(data, { ...DEFAULT_READER_VIEW, range: '10y' }));
    expect(world).toMatchObject({ start: { y: 120 }, end: { y: 129 }, absolute: 9 });
    expect(world?.relative).toBeCloseTo(7.5);
    expect(zero).toMatchObject({ absolute: 5, relative: null });
  });

  it('round-trips through the URL under a prefix, leaving defaults out', () => {
    const view = {
      ...DEFAULT_READER_VIEW,
      range: '10y' as const,
      measure: 'relative' as const,
      scale: 'log' as const,
    };
    const params = writeReaderView(new URLSearchParams('country=World'), 'emissions', view);
    expect(params.toString()).toBe(
      'country=World&emissions.range=10y&emissions.measure=relative&emissions.scale=log',
    );
    expect(parseReaderView(params, 'emissions')).toEqual(view);
    expect(parseReaderView(params, '')).toEqual(DEFAULT_READER_VIEW);
    expect(parseReaderView(new URLSearchParams('range=forever'), '').range).toBe('all');
  });
});

describe('the reader’s range as the server’s bounds (the full data’s CSV)', () => {
  const annual: ChartData = {
    xType: 'year',
    provenance,
    series: [
      yearly('World', [
        [1990, 1],
        [2015, 2],
        [2024, 3],
      ]),
    ],
  };
  const view = (changes: Partial<typeof DEFAULT_READER_VIEW>) => ({
    ...DEFAULT_READER_VIEW,
    ...changes,
  });

  it('gives the years the chart keeps, the days of daily data, a custom range as typed', () => {
    expect(readerBounds(annual, view({}))).toBeNull();
    expect(readerBounds(annual, view({ range: '10y' }))).toEqual({ from: '2015', to: '2024' });
    expect(readerBounds(annual, view({ range: '1y' }))).toEqual({ from: '2024', to: '2024' });
    const daily: ChartData = {
      ...annual,
      xType: 'date',
      series: [{ ...yearly('World', []), points: [{ x: '2024-07-01', y: 1 }] }],
    };
    expect(readerBounds(daily, view({ range: '10y' }))).toEqual({
      from: '2014-07-02',
      to: '2024-07-01',
    });
    const numbers: ChartData = {
      ...annual,
      xType: 'number',
      series: [{ ...yearly('World', []), points: [{ x: 2023, y: 1 }] }],
    };
    expect(readerBounds(numbers, view({ range: '10y' }))).toEqual({ from: '2014', to: '2023' });
    expect(readerBounds(annual, view({ range: 'custom', from: '1990', to: '' }))).toEqual({
      from: '1990',
      to: null,
    });
  });
});
