import {
  CHART_LIMITS,
  type ChartData,
  type ChartPoint,
  type ChartSeries,
  type ChartSpec,
  type DatasetColumn,
  type Provenance,
} from '@keeling/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bucketQuery } from './bucket-query';
import { derivedSource } from './derived';
import { decodeBuckets, largeSeries } from './large-series';
import {
  buildChartQueries,
  type QuerySpec,
  type ResolvedColumns,
  resolveColumns,
} from './query-builder';
import { parseRange } from './range';
import { KPI_POINTS, reduceSeries } from './series';

/** Series values drawn when a split chart chose none: the ones with the most rows. */
export const TOP_SERIES_VALUES = 5;
/** Rows of a KPI's base period read to find its first value (a year of days). */
const BASE_ROWS = 400;
/** Above this many rows, lines, areas, bars and tables are reduced in SQL first (M4). */
export const LARGE_TABLE_ROWS = 50_000;

/** What a chart needs to know about its data set. */
export interface ChartDataset {
  id: string;
  name: string;
  sourceUrl: string | null;
  licence: string;
  citation: string;
  importedAt: string | null;
  updatedAt: string;
  rowCount: number;
  tableName: string;
  columns: DatasetColumn[];
}

export type DataSpec = QuerySpec &
  Pick<ChartSpec, 'seriesValues'> &
  Partial<Pick<ChartSpec, 'derived' | 'kpi'>>;

type Row = Record<string, unknown>;

async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const numberOrNull = (value: unknown) => {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

export function provenanceOf(dataset: Omit<ChartDataset, 'rowCount' | 'columns'>): Provenance {
  return {
    datasetId: dataset.id,
    datasetName: dataset.name,
    sourceUrl: dataset.sourceUrl,
    licence: dataset.licence,
    citation: dataset.citation,
    importedAt: dataset.importedAt,
  };
}

/** What the x values are: a date column cut to years answers years, to months months. */
function xTypeOf({ x, grain }: ResolvedColumns): ChartData['xType'] {
  if (grain === 'year') return 'year';
  if (grain === 'month' && x.type === 'date') return 'month';
  return x.type;
}

const keyOf = (row: Row) => (row.s === null || row.s === undefined ? null : String(row.s));

/** Rows by series value (null: the one unsplit series), for the keys asked. */
function groupBySeries(rows: Row[], keys: readonly (string | null)[]): Map<string | null, Row[]> {
  const groups = new Map<string | null, Row[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return groups;
}

type Reduced = Pick<ChartSeries, 'points' | 'sourcePoints' | 'returnedPoints' | 'method' | 'base'>;

/**
 * A chart's data: aggregated in SQL over the data set's typed table, one series per y column
 * (per y column and series value when split), each reduced to at most the points limit.
 * A pie split by a column answers one point (slice) per series value in each y column's series.
 */
export async function computeChartData(
  db: Db,
  dataset: ChartDataset,
  spec: DataSpec,
  options: { largeTableRows?: number; divisor?: ChartDataset | null } = {},
): Promise<ChartData> {
  const columns = resolveColumns(spec, dataset.columns);
  const range = parseRange(columns.x.type, spec.rangeFrom, spec.rangeTo);
  const divisor = options.divisor ?? null;
  const source = derivedSource(dataset.tableName, dataset.columns, columns, spec, divisor);
  // over a derived series' rows, the chart's queries aggregate as the source says
  const querySpec = { ...spec, aggregation: source.aggregation };
  const queries = buildChartQueries(source.from, columns, querySpec, range);
  const { x, ys, series } = columns;
  const provenance = provenanceOf(dataset);
  const derived: Pick<ChartData, 'derived'> = source.info
    ? {
        derived: {
          ...source.info,
          ...(divisor && source.info.kind === 'ratio' ? { provenance: provenanceOf(divisor) } : {}),
        },
      }
    : {};
  /** A y column's name; a ratio's is the division (`Annual CO₂ emissions ÷ Population`). */
  const nameOf = (y: DatasetColumn) =>
    source.info?.kind === 'ratio' ? `${y.name} ÷ ${source.info.divisor}` : y.name;

  let seriesValues: string[] = [];
  /** Points per series when already known (the top values' rows, aggregation `none`). */
  let knownPoints: number[] | null = null;
  if (series && spec.seriesValues.length) seriesValues = [...new Set(spec.seriesValues)];
  else if (series) {
    const top = await rowsOf(db, queries.topSeriesValues(TOP_SERIES_VALUES));
    seriesValues = top.map((r) => String(r.v));
    if (querySpec.aggregation === 'none') knownPoints = top.map((r) => Number(r.n));
  }
  const keys: (string | null)[] = series ? seriesValues : [null];
  const out: ChartSeries[] = [];

  if (spec.type === 'pie' && series) {
    const rows = await rowsOf(db, queries.points(seriesValues));
    ys.forEach((y, i) => {
      const byValue = new Map(rows.map((r) => [String(r.s), numberOrNull(r[`y${i}`])]));
      const points: ChartPoint[] = seriesValues
        .filter((v) => byValue.has(v))
        .map((v) => ({ x: v, y: byValue.get(v) ?? null }));
      const reduced = reduceSeries('pie', points, 'text');
      out.push({ name: y.name, yColumn: y.key, seriesValue: null, ...reduced });
    });
    return { xType: 'text', xName: series.name, series: out, provenance };
  }

  const limit = CHART_LIMITS.pointsPerSeries;
  const xValue = (value: unknown): string | number =>
    x.type === 'number' ? Number(value) : String(value);
  const pointsOf = (rows: Row[], i: number) =>
    rows.map((r) => ({ x: xValue(r.x), y: numberOrNull(r[`y${i}`]) }));
  const values = series ? seriesValues : [];
  const push = (key: string | null, y: ChartDataset['columns'][number], reduced: Reduced) =>
    out.push({
      name: key === null ? nameOf(y) : `${key} · ${nameOf(y)}`,
      yColumn: y.key,
      seriesValue: key,
      ...reduced,
    });

  // A KPI shows its last points only: they are picked in SQL, whatever the table's size.
  if (spec.type === 'kpi') {
    const kpi = spec.kpi;
    const tail = Math.max(KPI_POINTS, kpi?.sparklinePoints ?? 0);
    const groups = groupBySeries(await rowsOf(db, queries.tail(values, tail)), keys);
    // compared with a base period: each series' first value in it (a bounded read)
    const baseRange =
      kpi?.comparison === 'base' && kpi.base ? parseRange(x.type, kpi.base, kpi.base) : null;
    const baseRows = baseRange
      ? groupBySeries(
          await rowsOf(
            db,
            buildChartQueries(source.from, columns, querySpec, baseRange).head(values, BASE_ROWS),
          ),
          keys,
        )
      : null;
    const baseOf = (key: string | null, i: number) => {
      const row = baseRows?.get(key)?.find((r) => numberOrNull(r[`y${i}`]) !== null);
      return row ? { x: xValue(row.x), y: numberOrNull(row[`y${i}`]) } : null;
    };
    ys.forEach((y, i) => {
      // the rows of the first y column with this key (each column is read once)
      const first = ys.findIndex((o) => o.key === y.key);
      for (const key of keys) {
        const rows = groups.get(key) ?? [];
        const points = rows
          .filter((r) => Number(r.i) === first)
          .map((r) => ({ x: xValue(r.x), y: numberOrNull(r.y) }));
        push(key, y, {
          points,
          sourcePoints: Number(rows[0]?.n ?? 0),
          returnedPoints: points.length,
          method: 'none',
          ...(baseRows ? { base: baseOf(key, i) } : {}),
        });
      }
    });
    return { xType: xTypeOf(columns), xName: x.name, series: out, provenance, ...derived };
  }

  const large = dataset.rowCount > (options.largeTableRows ?? LARGE_TABLE_ROWS);
  // Every series known to fit: read whole at once, no bucket pass (one pass less on a large table).
  const allFit = knownPoints?.every((n) => n <= limit) ?? false;
  // A text x has no scale to cut into buckets: a large table's series keep their first points
  // in x order (cut in SQL), and say how many there were.
  if (large && x.type === 'text') {
    const groups = groupBySeries(await rowsOf(db, queries.head(values, limit)), keys);
    ys.forEach((y, i) => {
      for (const key of keys) {
        const rows = groups.get(key) ?? [];
        const sourcePoints = Number(rows[0]?.n ?? 0);
        const reduced = reduceSeries(spec.type, pointsOf(rows, i), x.type);
        push(key, y, {
          ...reduced,
          sourcePoints,
          method: sourcePoints > rows.length ? 'first' : reduced.method,
        });
      }
    });
    return { xType: xTypeOf(columns), xName: x.name, series: out, provenance, ...derived };
  }

  const buckets =
    large && !allFit
      ? decodeBuckets(
          await rowsOf(
            db,
            bucketQuery(source.from, columns, querySpec, range, seriesValues, limit),
          ),
          ys.length,
        )
      : null;
  // Series small enough to answer whole: all of them, unless the buckets say otherwise.
  const whole = buckets ? keys.filter((k) => (buckets.get(k)?.n ?? 0) <= limit) : keys;
  const groups = new Map<string | null, Row[]>(whole.map((k) => [k, []]));
  if (whole.length) {
    const wholeValues = series ? (whole as string[]) : [];
    for (const row of await rowsOf(db, queries.points(wholeValues)))
      groups.get(keyOf(row))?.push(row);
  }
  ys.forEach((y, i) => {
    for (const key of keys) {
      const group = groups.get(key);
      const bucketed = buckets?.get(key);
      const reduced =
        group || !bucketed
          ? reduceSeries(
              spec.type,
              (group ?? []).map((r) => ({ x: xValue(r.x), y: numberOrNull(r[`y${i}`]) })),
              x.type,
            )
          : largeSeries(bucketed.corners[i] ?? [], bucketed.n, x.type, limit);
      out.push({
        name: key === null ? nameOf(y) : `${key} · ${nameOf(y)}`,
        yColumn: y.key,
        seriesValue: key,
        ...reduced,
      });
    }
  });
  return { xType: xTypeOf(columns), xName: x.name, series: out, provenance, ...derived };
}
