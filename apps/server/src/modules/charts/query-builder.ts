import type { Aggregation, ChartGrain, ChartSpec, DatasetColumn } from '@keeling/contract';
import { type SQL, sql } from 'drizzle-orm';
import { checkTableName, isColumnKey } from '../datasets/service';
import { badSpec, unknownColumn } from './errors';
import type { XRange } from './range';

// Chart queries over a data set's typed table. Every identifier comes from the catalogue (the
// table name and column keys checked against their patterns); every value is a parameter.

export type QuerySpec = Pick<
  ChartSpec,
  | 'type'
  | 'xColumn'
  | 'yColumns'
  | 'seriesColumn'
  | 'aggregation'
  | 'grain'
  | 'rangeFrom'
  | 'rangeTo'
>;

export interface ResolvedColumns {
  x: DatasetColumn;
  ys: DatasetColumn[];
  series: DatasetColumn | null;
  /** x cut to its month or year before grouping (`none` on number and text columns). */
  grain: ChartGrain;
}

/**
 * The spec's columns in the catalogue: a key it does not hold is a 400 naming the field. A
 * grain needs a date, month or year x column and an aggregation (400 `charts.bad_spec`).
 */
export function resolveColumns(
  spec: Pick<QuerySpec, 'xColumn' | 'yColumns' | 'seriesColumn' | 'aggregation'> &
    Partial<Pick<QuerySpec, 'grain'>>,
  catalogue: readonly DatasetColumn[],
): ResolvedColumns {
  const find = (field: string, key: string) => {
    const column = catalogue.find((c) => c.key === key);
    if (!column || !isColumnKey(column.key)) throw unknownColumn(field, key);
    return column;
  };
  const x = find('xColumn', spec.xColumn);
  const ys = spec.yColumns.map((key) => find('yColumns', key));
  const series = spec.seriesColumn === null ? null : find('seriesColumn', spec.seriesColumn);
  if (spec.aggregation !== 'count') {
    const text = ys.find((c) => c.type !== 'number');
    if (text) throw badSpec('yColumns', `${text.name} is not a number column (count it instead)`);
  }
  const grain = spec.grain ?? 'none';
  if (grain !== 'none') {
    if (x.type === 'number' || x.type === 'text')
      throw badSpec('grain', `${x.name} is not a date, month or year column`);
    if (spec.aggregation === 'none')
      throw badSpec('grain', 'a time grain needs an aggregation (sum, avg, min, max, count, last)');
  }
  return { x, ys, series, grain };
}

/** A data set's typed table, its name checked against the pattern. */
export const tableSource = (table: string): SQL => sql`${sql.identifier(checkTableName(table))}`;

export const col = (column: DatasetColumn): SQL => sql`${sql.identifier(column.key)}`;
export const ROW = sql`${sql.identifier('_row')}`;

const GRAIN_UNITS = { month: sql.raw(`'month'`), year: sql.raw(`'year'`) } as const;

/** x as the chart groups it: the column, or its date cut to the first day of its month or year. */
export function xOf(columns: Pick<ResolvedColumns, 'x' | 'grain'>): SQL {
  const { x, grain } = columns;
  if (grain === 'none') return col(x);
  return sql`date_trunc(${GRAIN_UNITS[grain]}, ${col(x)}::timestamp)::date`;
}

/** The column's values as the API answers them: dates `YYYY-MM-DD`, numbers, text. */
export function outputOf(column: DatasetColumn, expression: SQL = col(column)): SQL {
  if (column.type === 'number' || column.type === 'text') return expression;
  return sql`to_char(${expression}, 'YYYY-MM-DD')`;
}

/** The column's values as text (series values are matched and named as text). */
export function textOf(column: DatasetColumn): SQL {
  if (column.type === 'text') return col(column);
  if (column.type === 'number') return sql`(${col(column)})::text`;
  return sql`to_char(${col(column)}, 'YYYY-MM-DD')`;
}

/**
 * One y column reduced over a group. `last` is the last non-empty value in x order, then in the
 * file's line order; `count` counts non-empty values.
 */
export function aggregateOf(aggregation: Aggregation, y: DatasetColumn, x: DatasetColumn): SQL {
  const v = col(y);
  switch (aggregation) {
    case 'sum':
    case 'none':
      return sql`sum(${v})`;
    case 'avg':
      return sql`avg(${v})`;
    case 'min':
      return sql`min(${v})`;
    case 'max':
      return sql`max(${v})`;
    case 'count':
      return sql`count(${v})::float8`;
    case 'last':
      return sql`(array_agg(${v} order by ${col(x)} desc nulls last, ${ROW} desc) filter (where ${v} is not null))[1]`;
  }
}

export function rangeCondition(x: DatasetColumn, range: XRange | null): SQL[] {
  if (!range) return [];
  const conditions: SQL[] = [];
  if (range.kind === 'number') {
    if (range.from !== null) conditions.push(sql`${col(x)} >= ${range.from}`);
    if (range.to !== null) conditions.push(sql`${col(x)} <= ${range.to}`);
  } else {
    if (range.from !== null) conditions.push(sql`${col(x)} >= ${range.from}::date`);
    if (range.toExclusive !== null) conditions.push(sql`${col(x)} < ${range.toExclusive}::date`);
  }
  return conditions;
}

export const where = (conditions: SQL[]) => sql.join(conditions, sql` and `);

/** Rows of the chosen series values only (nothing when the split chose none). */
export function seriesCondition(series: DatasetColumn | null, values: readonly string[]): SQL[] {
  if (!series) return [];
  const params = values.map((v) => sql`${v}`);
  return [params.length ? sql`${textOf(series)} in (${sql.join(params, sql`, `)})` : sql`false`];
}

export interface BuiltQueries {
  /**
   * The most frequent series values (when the spec chose none): rows `{ v, n }`, `n` the value's
   * rows (its points when the aggregation is `none`).
   */
  topSeriesValues(limit: number): SQL;
  /** Rows `{ s?, x, y0, y1… }`. */
  points(seriesValues: readonly string[]): SQL;
  /**
   * A KPI's rows `{ s, i, x, y, n }`: per series, the last `limit` non-empty values `y` of the y
   * column `i` (each column once: `i` is its first index) in x order, `n` the series' points.
   * Reduced in SQL, so a KPI over a large table brings at most `limit` rows a column into Node.
   */
  tail(seriesValues: readonly string[], limit: number): SQL;
  /**
   * Rows `{ s, x, y0…, n }`: per series, its first `limit` points in x order, `n` its points (a
   * text x on a large table: no scale to bucket on, so the series is cut, and says so).
   */
  head(seriesValues: readonly string[], limit: number): SQL;
}

/**
 * The SQL of a chart over `from` (the data set's table, `tableSource`, or a derived series' rows).
 * Rows are grouped by x (cut to the grain) and series value unless the
 * aggregation is `none`; a pie split by a column is grouped by the series value alone (one slice each).
 */
export function buildChartQueries(
  from: SQL,
  columns: ResolvedColumns,
  spec: Pick<QuerySpec, 'type' | 'aggregation'>,
  range: XRange | null,
): BuiltQueries {
  const { x, ys, series } = columns;
  const base = [sql`${col(x)} is not null`, ...rangeCondition(x, range)];
  const ys_ = (expr: (y: DatasetColumn) => SQL) =>
    sql.join(
      ys.map((y, i) => sql`${expr(y)} as ${sql.identifier(`y${i}`)}`),
      sql`, `,
    );

  /**
   * The chart's points with their order (`xo`, then `r`: the line), per series `s` (null
   * unsplit): one per row when the aggregation is `none`, one per x (cut to the grain) else.
   */
  const ordered = (seriesValues: readonly string[]) => {
    const conditions = [...base, ...seriesCondition(series, seriesValues)];
    const s = series ? textOf(series) : sql`null::text`;
    if (spec.aggregation === 'none' && spec.type !== 'pie') {
      return sql`select ${s} as s, ${outputOf(x)} as x, ${col(x)} as xo, ${ROW} as r, ${ys_(col)}
        from ${from} where ${where(conditions)}`;
    }
    const gx = xOf(columns);
    return sql`select ${s} as s, ${outputOf(x, gx)} as x, ${gx} as xo, 0 as r,
      ${ys_((y) => aggregateOf(spec.aggregation, y, x))}
      from ${from} where ${where(conditions)} group by ${s}, ${gx}`;
  };
  const yNames = ys.map((_, i) => sql.identifier(`y${i}`));
  const yList = sql.join(yNames, sql`, `);
  /** The y columns' indexes, each column once (a KPI may show one column several times). */
  const distinctYs = ys.flatMap((y, i) => (ys.findIndex((o) => o.key === y.key) === i ? [i] : []));

  return {
    tail(seriesValues, limit) {
      const q = ordered(seriesValues);
      if (!series) {
        // one top-N a distinct y column: a bounded sort each, no sort of the whole table
        const branches = distinctYs.map(
          (i) => sql`(select ${sql.raw(String(i))} as i, x, ${yNames[i]} as y, xo, r from (${q}) q
            where ${yNames[i]} is not null order by xo desc, r desc limit ${limit})`,
        );
        return sql`select null::text as s, t.i, t.x, t.y, (select count(*) from (${q}) c)::int as n
          from (${sql.join(branches, sql` union all `)}) t order by t.i, t.xo, t.r`;
      }
      const c = (i: number) => sql.identifier(`c${i}`);
      const counts = sql.join(
        distinctYs.map((i) => sql`count(${yNames[i]}) over w as ${c(i)}`),
        sql`, `,
      );
      const kept = sql.join(
        distinctYs.map((i) => sql`(${yNames[i]} is not null and ${c(i)} <= ${limit})`),
        sql` or `,
      );
      const long = sql.join(
        distinctYs.map((i) => sql`(${sql.raw(String(i))}, z.${yNames[i]}, z.${c(i)})`),
        sql`, `,
      );
      return sql`select z.s, v.i, z.x, v.y, z.n from (
          select q.*, ${counts}, count(*) over (partition by s) as n from (${q}) q
          window w as (partition by s order by xo desc, r desc rows between unbounded preceding and current row)
        ) z cross join lateral (values ${long}) as v(i, y, c)
        where (${kept}) and v.y is not null and v.c <= ${limit} order by z.s, v.i, z.xo, z.r`;
    },

    head(seriesValues, limit) {
      const q = ordered(seriesValues);
      if (!series) {
        return sql`select null::text as s, x, ${yList}, (select count(*) from (${q}) c)::int as n
          from (${q}) q order by xo, r limit ${limit}`;
      }
      return sql`select s, x, ${yList}, n from (
          select q.*, row_number() over (partition by s order by xo, r) as rn,
            count(*) over (partition by s) as n
          from (${q}) q
        ) z where rn <= ${limit} order by s, xo, r`;
    },

    topSeriesValues(limit) {
      if (!series) throw new Error('No series column');
      const s = textOf(series);
      return sql`select ${s} as v, count(*)::int as n from ${from}
        where ${where([...base, sql`${col(series)} is not null`])}
        group by 1 order by count(*) desc, 1 asc limit ${limit}`;
    },

    points(seriesValues) {
      const conditions = [...base, ...seriesCondition(series, seriesValues)];
      const s = series ? textOf(series) : null;
      if (spec.type === 'pie' && s) {
        return sql`select ${s} as s, ${ys_((y) => aggregateOf(spec.aggregation, y, x))}
          from ${from} where ${where(conditions)} group by 1`;
      }
      const sCol = s ? sql`${s} as s, ` : sql``;
      const sOrder = s ? sql`1, ` : sql``;
      // A pie has one slice per x: its rows are summed when the aggregation is `none`.
      if (spec.aggregation === 'none' && spec.type !== 'pie') {
        return sql`select ${sCol}${outputOf(x)} as x, ${ys_(col)}
          from ${from} where ${where(conditions)} order by ${sOrder}${col(x)}, ${ROW}`;
      }
      const sGroup = s ? sql`${s}, ` : sql``;
      const gx = xOf(columns);
      return sql`select ${sCol}${outputOf(x, gx)} as x, ${ys_((y) => aggregateOf(spec.aggregation, y, x))}
        from ${from} where ${where(conditions)}
        group by ${sGroup}${gx} order by ${sOrder}${gx}`;
    },
  };
}
