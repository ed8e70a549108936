import {
  CHART_LIMITS,
  type ChartPoint,
  type ChartSeries,
  type ChartType,
  type ColumnType,
} from '@keeling/contract';
import { lttb } from './lttb';

type Reduced = Pick<ChartSeries, 'points' | 'sourcePoints' | 'returnedPoints' | 'method'>;

/** Where a point sits on the x axis for the triangle areas: its number, date or position. */
function xScale(xType: ColumnType | 'text'): (point: ChartPoint, index: number) => number {
  if (xType === 'number') return (p) => Number(p.x);
  if (xType === 'text') return (_, i) => i;
  return (p) => Date.parse(String(p.x));
}

/**
 * At most `limit` points, with LTTB when there are more. Empty values (null y) cannot be
 * weighed, so a series that needs downsampling loses its gaps; one that fits keeps them.
 */
export function downsample(
  points: ChartPoint[],
  xType: ColumnType | 'text',
  limit: number = CHART_LIMITS.pointsPerSeries,
): Reduced {
  const sourcePoints = points.length;
  if (sourcePoints <= limit)
    return { points, sourcePoints, returnedPoints: sourcePoints, method: 'none' };
  const scale = xScale(xType);
  const located = points
    .map((point, index) => ({ point, at: scale(point, index) }))
    .filter((p) => p.point.y !== null);
  const kept = lttb(
    located,
    limit,
    (p) => p.at,
    (p) => p.point.y ?? 0,
  ).map((p) => p.point);
  return {
    points: kept,
    sourcePoints,
    returnedPoints: kept.length,
    method: kept.length < located.length ? 'lttb' : 'none',
  };
}

/**
 * Points a KPI answers: its sparkline's, and enough for the same month a year earlier of
 * monthly data (13).
 */
export const KPI_POINTS = 25;

/**
 * A KPI figure: the last non-empty points, at most KPI_POINTS (the client shows the last value,
 * its change since a year earlier or the point before, and a sparkline). The other points are not
 * returned; `sourcePoints` counts them.
 */
export function lastPoints(points: ChartPoint[]): Reduced {
  const filled = points.filter((p) => p.y !== null);
  const kept = filled.slice(-KPI_POINTS);
  return {
    points: kept,
    sourcePoints: points.length,
    returnedPoints: kept.length,
    method: 'none',
  };
}

export function reduceSeries(type: ChartType, points: ChartPoint[], xType: ColumnType | 'text') {
  return type === 'kpi' ? lastPoints(points) : downsample(points, xType);
}
