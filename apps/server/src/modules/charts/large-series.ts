import {
  CHART_LIMITS,
  type ChartPoint,
  type ChartSeries,
  type ColumnType,
} from '@keeling/contract';
import { lttb } from './lttb';

type Row = Record<string, unknown>;
type Pair = [number, number];

/** One series of a bucket query: its point count and, per y column, the buckets' corners. */
export interface Bucketed {
  n: number;
  corners: Pair[][];
}

/** A float8[] from either driver: an array, or PostgreSQL's `{1,2}` text. */
function pair(value: unknown): Pair | null {
  if (value === null || value === undefined) return null;
  const parts = Array.isArray(value) ? value : String(value).replace(/[{}]/g, '').split(',');
  const [a, b] = parts.map(Number);
  return a === undefined || b === undefined || Number.isNaN(a) || Number.isNaN(b) ? null : [a, b];
}

/** The rows of `bucketQuery` by series value (null when not split). */
export function decodeBuckets(rows: Row[], yCount: number): Map<string | null, Bucketed> {
  const out = new Map<string | null, Bucketed>();
  for (const row of rows) {
    const key = row.s === null || row.s === undefined ? null : String(row.s);
    let entry = out.get(key);
    if (!entry) {
      entry = { n: Number(row.n), corners: Array.from({ length: yCount }, () => []) };
      out.set(key, entry);
    }
    for (let i = 0; i < yCount; i++) {
      const list = entry.corners[i] as Pair[];
      const first = pair(row[`f${i}`]);
      const last = pair(row[`l${i}`]);
      const low = pair(row[`lo${i}`]);
      const high = pair(row[`hi${i}`]);
      if (first) list.push(first);
      if (last) list.push(last);
      // [y, x] → [x, y]
      if (low) list.push([low[1], low[0]]);
      if (high) list.push([high[1], high[0]]);
    }
  }
  return out;
}

/** An x number as the API answers it: a number, or a date's `YYYY-MM-DD`. */
function xOut(xn: number, xType: ColumnType): string | number {
  return xType === 'number' ? xn : new Date(xn * 1000).toISOString().slice(0, 10);
}

/** A large series' bucket corners, without repeats, in x order, then LTTB. */
export function largeSeries(
  corners: readonly Pair[],
  sourcePoints: number,
  xType: ColumnType,
  limit: number = CHART_LIMITS.pointsPerSeries,
): Pick<ChartSeries, 'points' | 'sourcePoints' | 'returnedPoints' | 'method'> {
  const seen = new Set<string>();
  const unique = corners.filter(([x, y]) => {
    const key = `${x}|${y}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  unique.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const kept = lttb(
    unique,
    limit,
    (p) => p[0],
    (p) => p[1],
  );
  const points: ChartPoint[] = kept.map(([x, y]) => ({ x: xOut(x, xType), y }));
  return { points, sourcePoints, returnedPoints: points.length, method: 'lttb' };
}
