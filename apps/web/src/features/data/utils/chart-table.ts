import type { ChartData } from '@keeling/contract';

export type XValue = string | number;

/** The chart's data as one table: the x values (union of every series) and a column a series. */
export interface ChartTable {
  xs: XValue[];
  /** One array per series, aligned on `xs` (null where the series has no point). */
  columns: (number | null)[][];
}

const compareX = (a: XValue, b: XValue) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/**
 * Aligns the series on their x values. Numbers and ISO dates are sorted; text keeps the order
 * the server sent (it may be ordered by value).
 */
export function chartTable(data: ChartData): ChartTable {
  const seen = new Set<XValue>();
  for (const series of data.series) for (const point of series.points) seen.add(point.x);
  const xs = [...seen];
  if (data.xType !== 'text') xs.sort(compareX);
  const index = new Map(xs.map((x, i) => [x, i]));
  const columns = data.series.map((series) => {
    const column: (number | null)[] = Array(xs.length).fill(null);
    for (const point of series.points) {
      const at = index.get(point.x);
      if (at !== undefined) column[at] = point.y;
    }
    return column;
  });
  return { xs, columns };
}

/**
 * Points drawn and points in the source when the server reduced a series, else null; `cut` when
 * a series keeps only its first points (a text x on a large table) rather than a downsample.
 */
export function downsampleSummary(
  data: ChartData,
): { returned: number; source: number; cut: boolean } | null {
  const reduced = data.series.filter((series) => series.method !== 'none');
  if (reduced.length === 0) return null;
  return {
    returned: reduced.reduce((sum, series) => sum + series.returnedPoints, 0),
    source: reduced.reduce((sum, series) => sum + series.sourcePoints, 0),
    cut: reduced.some((series) => series.method === 'first'),
  };
}

/** The last value of a series that is not missing, with the one before it. */
export function lastTwo(values: (number | null)[]): {
  last: number | null;
  previous: number | null;
} {
  const present = values.filter((value): value is number => value !== null);
  return { last: present.at(-1) ?? null, previous: present.at(-2) ?? null };
}

/** The smallest and largest values of the columns (null when there are none). */
export function valueExtent(columns: (number | null)[][]): { min: number; max: number } | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const column of columns) {
    for (const value of column) {
      if (value === null) continue;
      if (value < min) min = value;
      if (value > max) max = value;
    }
  }
  return min <= max ? { min, max } : null;
}

/**
 * The series' names for a legend: split by a column over one measure, only the series value
 * (`Germany`, not `Germany · Annual CO₂ emissions` on every line); else their full names.
 */
export function seriesLabels(data: ChartData): string[] {
  const [first] = data.series;
  const oneMeasure = data.series.every(
    (series) => series.seriesValue !== null && series.yColumn === first?.yColumn,
  );
  return data.series.map((series) =>
    oneMeasure && series.seriesValue !== null ? series.seriesValue : series.name,
  );
}
