import type { ChartData, DatasetColumn, DerivedSeries } from '@keeling/contract';
import { type SQL, sql } from 'drizzle-orm';
import { isColumnKey } from '../datasets/service';
import { badSpec } from './errors';
import {
  aggregateOf,
  col,
  type QuerySpec,
  type ResolvedColumns,
  ROW,
  tableSource,
  xOf,
} from './query-builder';

// Derived series (issue 34 item 3), computed in SQL: the chart's queries read a subquery that
// has the same column keys as the data set's table, so aggregation, time range, series,
// downsampling (the M4 buckets of a large table too) and the KPI's tail work on it unchanged.
// - A ratio divides each row's y values by a column of a second data set, joined on columns of
//   the same names (per capita: emissions ÷ population on Code + Year), before the chart
//   aggregates: the chart then aggregates the ratios.
// - A moving average and a year-on-year change are taken over the chart's points, after its
//   aggregation and time grain, with window functions over the whole table; the time range
//   then picks the points, so the first point of a range has its window and its year before.

/** The second data set of a ratio: its table and catalogue. */
export interface DivisorDataset {
  name: string;
  tableName: string;
  columns: DatasetColumn[];
}

export interface DerivedSource {
  /** What the chart's queries read: the table, or the derived rows (a subquery). */
  from: SQL;
  /**
   * The spec's aggregation as the chart's queries apply it over `from`: `none` once the
   * derived rows are the chart's points already (moving average, year-on-year).
   */
  aggregation: QuerySpec['aggregation'];
  /** What the chart data says of it (names for the reader); undefined without a derived series. */
  info: ChartData['derived'];
}

const TIME = new Set<DatasetColumn['type']>(['date', 'month', 'year']);

const tableOf = tableSource;

/** A column of the first (`a`) or second (`b`) table. */
const colIn = (alias: 'a' | 'b', column: DatasetColumn) =>
  sql`${sql.identifier(alias)}.${sql.identifier(column.key)}`;

/** A key's value as text, to join columns of different types (a year and a number: `1950`). */
function keyText(alias: 'a' | 'b', column: DatasetColumn): SQL {
  const v = colIn(alias, column);
  switch (column.type) {
    case 'text':
      return v;
    case 'number':
      return sql`(${v})::text`;
    case 'year':
      return sql`(extract(year from ${v}))::int::text`;
    case 'month':
      return sql`to_char(${v}, 'YYYY-MM')`;
    default:
      return sql`to_char(${v}, 'YYYY-MM-DD')`;
  }
}

/** The columns of the chart (x, series, y), each once. */
function usedColumns({ x, ys, series }: ResolvedColumns): DatasetColumn[] {
  const all = [x, ...(series ? [series] : []), ...ys];
  return all.filter((c, i) => all.findIndex((o) => o.key === c.key) === i);
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The rows of a ratio: the chart's columns of the first table, each y divided by the second
 * table's column on the rows with the same keys (their mean when the second set has several; an
 * empty value when it has none or a zero). The second data set must have the key columns (by
 * name) and a number column to divide by: else a 400 naming what is missing.
 */
function ratioSource(
  table: string,
  catalogue: readonly DatasetColumn[],
  columns: ResolvedColumns,
  derived: Extract<DerivedSeries, { kind: 'ratio' }>,
  divisor: DivisorDataset,
): { from: SQL; info: NonNullable<ChartData['derived']> } {
  const keys = derived.keys.map((key) => {
    const column = catalogue.find((c) => c.key === key);
    if (!column || !isColumnKey(column.key))
      throw badSpec('derived.keys', `the data set has no column ${key}`);
    return column;
  });
  const names = keys.map((k) => k.name).join(', ');
  const pairs = keys.map((left) => {
    const right = divisor.columns.find((c) => sameName(c.name, left.name));
    if (!right || !isColumnKey(right.key))
      throw badSpec(
        'derived.keys',
        `the data set “${divisor.name}” has no column “${left.name}”: a ratio joins on columns of the same names in both data sets (${names})`,
      );
    return { left, right };
  });
  const by = divisor.columns.find((c) => c.key === derived.column);
  if (!by || !isColumnKey(by.key))
    throw badSpec(
      'derived.column',
      `the data set “${divisor.name}” has no column ${derived.column}`,
    );
  if (by.type !== 'number')
    throw badSpec('derived.column', `${by.name} is not a number column: nothing to divide by`);
  const text = columns.ys.find((y) => y.type !== 'number');
  if (text) throw badSpec('yColumns', `${text.name} is not a number column: it cannot be divided`);

  const joinValue = (alias: 'a' | 'b', column: DatasetColumn, other: DatasetColumn) =>
    column.type === other.type ? colIn(alias, column) : keyText(alias, column);
  const bKeys = pairs.map(
    ({ left, right }, i) => sql`${joinValue('b', right, left)} as ${sql.identifier(`k${i}`)}`,
  );
  const on = pairs.map(
    ({ left, right }, i) =>
      sql`${joinValue('a', left, right)} = ${sql.identifier('b')}.${sql.identifier(`k${i}`)}`,
  );
  const ys = new Set(columns.ys.map((y) => y.key));
  const select = usedColumns(columns).map((c) =>
    ys.has(c.key)
      ? sql`${colIn('a', c)} / nullif(${sql.identifier('b')}.${sql.identifier('d')}, 0) as ${sql.identifier(c.key)}`
      : sql`${colIn('a', c)} as ${sql.identifier(c.key)}`,
  );
  const groupKeys = sql.join(
    pairs.map((_, i) => sql.raw(String(i + 1))),
    sql`, `,
  );
  const from = sql`(select ${sql.identifier('a')}.${ROW}, ${sql.join(select, sql`, `)}
    from ${tableOf(table)} as ${sql.identifier('a')}
    left join (
      select ${sql.join(bKeys, sql`, `)}, avg(${colIn('b', by)}) as ${sql.identifier('d')}
      from ${tableOf(divisor.tableName)} as ${sql.identifier('b')} group by ${groupKeys}
    ) as ${sql.identifier('b')} on ${sql.join(on, sql` and `)}) as ${sql.identifier('src')}`;
  return { from, info: { kind: 'ratio', divisor: by.name, keys: keys.map((k) => k.name) } };
}

/**
 * The chart's points over the whole table (no time range) with a window function in place of
 * each y: the moving average of `window` points, or the change on the point a year earlier.
 */
function windowSource(
  table: string,
  columns: ResolvedColumns,
  aggregation: QuerySpec['aggregation'],
  derived: Exclude<DerivedSeries, { kind: 'ratio' }>,
): SQL {
  const { x, series } = columns;
  const ys = columns.ys.filter((y, i) => columns.ys.findIndex((o) => o.key === y.key) === i);
  const id = sql.identifier;
  const seriesKey = series ? sql`${col(series)} as ${id(series.key)}, ` : sql``;
  const points =
    aggregation === 'none'
      ? sql`select ${seriesKey}${col(x)} as ${id(x.key)}, ${ROW},
          ${sql.join(
            ys.map((y) => sql`${col(y)} as ${id(y.key)}`),
            sql`, `,
          )}
          from ${tableOf(table)} where ${col(x)} is not null`
      : sql`select ${seriesKey}${xOf(columns)} as ${id(x.key)}, 0::bigint as ${ROW},
          ${sql.join(
            ys.map((y) => sql`${aggregateOf(aggregation, y, x)} as ${id(y.key)}`),
            sql`, `,
          )}
          from ${tableOf(table)} where ${col(x)} is not null
          group by ${series ? sql`${col(series)}, ` : sql``}${xOf(columns)}`;
  const partition = series ? sql`partition by ${col(series)} ` : sql``;
  let value: (y: SQL) => SQL;
  if (derived.kind === 'movingAverage') {
    const size = derived.window;
    if (!Number.isInteger(size)) throw badSpec('derived.window', 'must be a whole number');
    const w = sql`(${partition}order by ${col(x)}, ${ROW} rows between ${sql.raw(String(size - 1))} preceding and current row)`;
    value = (y) => sql`case when count(*) over ${w} >= ${size} then avg(${y}) over ${w} end`;
  } else {
    if (!TIME.has(x.type))
      throw badSpec(
        'derived',
        `a change on a year earlier needs a date, month or year x column (${x.name} is not one)`,
      );
    value = (y) => {
      const of = (v: SQL) =>
        sql`avg(${v}) over (${partition}order by ${col(x)} range between interval '1 year' preceding and interval '1 year' preceding)`;
      return derived.change === 'percent'
        ? sql`(${y} - ${of(y)}) / nullif(abs(${of(y)}), 0) * 100`
        : sql`${y} - ${of(y)}`;
    };
  }
  const list = ys.map((y) => sql`${value(col(y))} as ${id(y.key)}`);
  return sql`(select ${series ? sql`${col(series)}, ` : sql``}${col(x)}, ${ROW}, ${sql.join(list, sql`, `)}
    from (${points}) as ${id('p')}) as ${id('src')}`;
}

/**
 * What a chart reads: its data set's table, or the derived rows of its derived series. A
 * derived series is drawn on lines, areas, bars, tables and KPIs (not on a pie: 400).
 */
export function derivedSource(
  table: string,
  catalogue: readonly DatasetColumn[],
  columns: ResolvedColumns,
  spec: Pick<QuerySpec, 'type' | 'aggregation'> & { derived?: DerivedSeries | null },
  divisor: DivisorDataset | null,
): DerivedSource {
  const derived = spec.derived ?? null;
  if (!derived) return { from: tableOf(table), aggregation: spec.aggregation, info: undefined };
  if (spec.type === 'pie')
    throw badSpec('derived', 'a derived series is drawn as a line, area, bar, table or KPI');
  if (derived.kind === 'ratio') {
    if (!divisor) throw badSpec('derived.datasetId', 'the data set to divide by does not exist');
    const { from, info } = ratioSource(table, catalogue, columns, derived, divisor);
    return { from, aggregation: spec.aggregation, info };
  }
  return {
    from: windowSource(table, columns, spec.aggregation, derived),
    aggregation: 'none',
    info:
      derived.kind === 'movingAverage'
        ? { kind: derived.kind, window: derived.window }
        : { kind: derived.kind, change: derived.change },
  };
}
