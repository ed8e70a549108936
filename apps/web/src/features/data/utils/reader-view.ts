import type { ChartData } from '@keeling/contract';
import { seriesLabels, type XValue } from './chart-table';

// What a reader chose on a chart (time range, measure, scale, tab), as the URL keeps it, and the
// chart's data as that choice shows it. Pure functions: the chart view and its tests share them.

export const RANGE_PRESETS = ['1y', '10y', 'all', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const MEASURES = ['absolute', 'relative', 'index'] as const;
export type Measure = (typeof MEASURES)[number];
export const SCALES = ['linear', 'log'] as const;
export type Scale = (typeof SCALES)[number];
export const READER_TABS = ['chart', 'table'] as const;
export type ReaderTab = (typeof READER_TABS)[number];

export interface ReaderView {
  range: RangePreset;
  /** Bounds of a custom range, inclusive, as years (`1990`) or the x's own text. */
  from: string;
  to: string;
  measure: Measure;
  /** The x the index is based on (100 there); empty: the range's first point. */
  base: string;
  scale: Scale;
  tab: ReaderTab;
}

export const DEFAULT_READER_VIEW: ReaderView = {
  range: 'all',
  from: '',
  to: '',
  measure: 'absolute',
  base: '',
  scale: 'linear',
  tab: 'chart',
};

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** The URL's keys of one chart: `range`, or `emissions.range` under a prefix. */
const keyOf = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

export function parseReaderView(params: URLSearchParams, prefix: string): ReaderView {
  const get = (key: string) => params.get(keyOf(prefix, key));
  return {
    range: oneOf(RANGE_PRESETS, get('range'), 'all'),
    from: get('from') ?? '',
    to: get('to') ?? '',
    measure: oneOf(MEASURES, get('measure'), 'absolute'),
    base: get('base') ?? '',
    scale: oneOf(SCALES, get('scale'), 'linear'),
    tab: oneOf(READER_TABS, get('tab'), 'chart'),
  };
}

/** Writes the view into a copy of `params`, leaving out what is the default. */
export function writeReaderView(
  params: URLSearchParams,
  prefix: string,
  view: ReaderView,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(DEFAULT_READER_VIEW) as (keyof ReaderView)[]) {
    const value = view[key];
    if (value === DEFAULT_READER_VIEW[key] || (key === 'base' && view.measure !== 'index'))
      next.delete(keyOf(prefix, key));
    else next.set(keyOf(prefix, key), value);
  }
  if (view.range !== 'custom') {
    next.delete(keyOf(prefix, 'from'));
    next.delete(keyOf(prefix, 'to'));
  }
  return next;
}

/** An x as a fractional year (time x) or its number; null for text. */
export function xPosition(x: XValue): number | null {
  if (typeof x === 'number') return x;
  const match = /^(-?\d{1,4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(x);
  if (!match) return null;
  return Number(match[1]) + (Number(match[2] ?? 1) - 1) / 12 + (Number(match[3] ?? 1) - 1) / 366;
}

/** The x positions a range keeps, inclusive: `[from, to]`, or null for everything. */
function bounds(data: ChartData, view: ReaderView): [number, number] | null {
  if (data.xType === 'text' || view.range === 'all') return null;
  if (view.range === 'custom') {
    const from = view.from ? xPosition(view.from) : null;
    const to = view.to ? xPosition(view.to) : null;
    if (from === null && to === null) return null;
    // a bound of a year reaches to the end of that year
    const toEnd = to !== null && /^\d{1,4}$/.test(view.to) ? to + 0.999 : to;
    return [from ?? Number.NEGATIVE_INFINITY, toEnd ?? Number.POSITIVE_INFINITY];
  }
  let last = Number.NEGATIVE_INFINITY;
  for (const series of data.series)
    for (const point of series.points) last = Math.max(last, xPosition(point.x) ?? last);
  if (!Number.isFinite(last)) return null;
  // 10 years of annual data is 10 points: 2015…2024, not 11
  const years = view.range === '1y' ? 1 : 10;
  const step = data.xType === 'year' || data.xType === 'number' ? 1 : 1 / 366;
  return [last - years + step, last];
}

function inRange(data: ChartData, view: ReaderView): ChartData {
  const range = bounds(data, view);
  if (!range) return data;
  const [from, to] = range;
  return {
    ...data,
    series: data.series.map((series) => ({
      ...series,
      points: series.points.filter((point) => {
        const at = xPosition(point.x);
        return at !== null && at >= from && at <= to;
      }),
    })),
  };
}

/** The server's bounds of the reader's range (`from`, `to`, as a chart's range takes them). */
export interface ReaderBounds {
  from: string | null;
  to: string | null;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The reader's range as bounds the server takes (for the full data's CSV): none for All or a
 * text x; a custom range as typed; the last year or 10 years as the years (or days) the chart
 * keeps: 2015…2024 for annual data, 2015-07-02…2024-07-01 for days.
 */
export function readerBounds(data: ChartData, view: ReaderView): ReaderBounds | null {
  if (data.xType === 'text' || view.range === 'all') return null;
  if (view.range === 'custom')
    return view.from || view.to ? { from: view.from || null, to: view.to || null } : null;
  let last: XValue | null = null;
  for (const series of data.series)
    for (const point of series.points)
      if (last === null || (xPosition(point.x) ?? 0) > (xPosition(last) ?? 0)) last = point.x;
  if (last === null) return null;
  const years = view.range === '1y' ? 1 : 10;
  if (typeof last === 'number') return { from: String(last - years + 1), to: String(last) };
  const [y = 0, m = 1, d = 1] = last.slice(0, 10).split('-').map(Number);
  if (data.xType === 'year') return { from: String(y - years + 1), to: String(y) };
  const start = new Date(0);
  start.setUTCFullYear(y - years, m - 1, d + 1);
  return { from: isoDay(start), to: last.slice(0, 10) };
}

/** The point an index or a relative change is measured from: the base x, else the first value. */
function baseValue(points: ChartData['series'][number]['points'], base: string): number | null {
  const at = base ? xPosition(base) : null;
  const chosen =
    at === null ? undefined : points.find((p) => p.y !== null && (xPosition(p.x) ?? 0) >= at);
  return (chosen ?? points.find((p) => p.y !== null))?.y ?? null;
}

/**
 * The data as the reader chose to see it: cut to the range, then as values, as the change since
 * the range's first value (%), or as an index (100 at the base). A series whose base is 0 or
 * missing has no relative values (null).
 */
export function readerData(data: ChartData, view: ReaderView): ChartData {
  const ranged = inRange(data, view);
  if (view.measure === 'absolute') return ranged;
  return {
    ...ranged,
    series: ranged.series.map((series) => {
      const base = baseValue(series.points, view.measure === 'index' ? view.base : '');
      const scale = (y: number | null) =>
        y === null || base === null || base === 0
          ? null
          : view.measure === 'index'
            ? (y / base) * 100
            : ((y - base) / Math.abs(base)) * 100;
      return { ...series, points: series.points.map((p) => ({ x: p.x, y: scale(p.y) })) };
    }),
  };
}

export interface SeriesChange {
  name: string;
  start: { x: XValue; y: number } | null;
  end: { x: XValue; y: number } | null;
  absolute: number | null;
  /** Percent; null when the start is 0. */
  relative: number | null;
}

/** Each series' first and last values in the range, and the change between them. */
export function seriesChanges(data: ChartData): SeriesChange[] {
  const names = seriesLabels(data);
  return data.series.map((series, i) => {
    const present = series.points.filter((p): p is { x: XValue; y: number } => p.y !== null);
    const start = present[0] ?? null;
    const end = present.at(-1) ?? null;
    const absolute = start && end ? end.y - start.y : null;
    const relative =
      start && end && start.y !== 0 ? ((end.y - start.y) / Math.abs(start.y)) * 100 : null;
    return { name: names[i] ?? series.name, start, end, absolute, relative };
  });
}
