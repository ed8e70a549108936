import type { ChartData, KpiComparison } from '@keeling/contract';
import type { XValue } from './chart-table';

interface Point {
  x: XValue;
  y: number;
}

/** The same date a year earlier: `2026-06-01` → `2025-06-01`; a number year minus one. */
const yearBefore = (x: XValue): XValue =>
  typeof x === 'number'
    ? x - 1
    : `${String(Number(x.slice(0, 4)) - 1).padStart(4, '0')}${x.slice(4)}`;

/**
 * A KPI's latest point and the one it is compared with, as the card chose (issue 34 item 2):
 * `previous`, the point before; `yearAgo`, the same period a year earlier (none when it is not
 * there); `base`, the base period's first value (`base`, read by the server); `auto`, the same
 * period a year earlier for months and dates when it is there (June with June, not with May's
 * seasonal noise), else the point before. Null when there is no point.
 */
export function kpiComparison(
  points: readonly Point[],
  xType: ChartData['xType'],
  comparison: KpiComparison = 'auto',
  base: Point | null = null,
): { last: Point; base: Point | null } | null {
  const last = points.at(-1);
  if (!last) return null;
  const before = points.at(-2) ?? null;
  const yearAgo = () => points.find((point) => point.x === yearBefore(last.x)) ?? null;
  switch (comparison) {
    case 'previous':
      return { last, base: before };
    case 'yearAgo':
      return { last, base: yearAgo() };
    case 'base':
      return { last, base };
    default: {
      const timed = (xType === 'month' || xType === 'date') && typeof last.x === 'string';
      return { last, base: (timed && yearAgo()) || before };
    }
  }
}

/** The tone of a change: good or bad news (a rise is bad for emissions), none when nil. */
export function changeTone(change: number, upIsBad: boolean): 'success' | 'error' | null {
  if (change === 0) return null;
  return change > 0 !== upIsBad ? 'success' : 'error';
}
