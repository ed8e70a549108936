import type { ChartData } from '@keeling/contract';
import type { XValue } from './chart-table';

interface Point {
  x: XValue;
  y: number;
}

/** The same date a year earlier: `2026-06-01` → `2025-06-01`. */
const yearBefore = (x: string) =>
  `${String(Number(x.slice(0, 4)) - 1).padStart(4, '0')}${x.slice(4)}`;

/**
 * A KPI's latest point and the one it is compared with: for months and dates the same period a
 * year earlier when it is there (June with June, not with May's seasonal noise), else the point
 * before. Null when there is no point.
 */
export function kpiComparison(
  points: readonly Point[],
  xType: ChartData['xType'],
): { last: Point; base: Point | null } | null {
  const last = points.at(-1);
  if (!last) return null;
  if ((xType === 'month' || xType === 'date') && typeof last.x === 'string') {
    const earlier = yearBefore(last.x);
    const base = points.find((point) => point.x === earlier);
    if (base) return { last, base };
  }
  return { last, base: points.at(-2) ?? null };
}
