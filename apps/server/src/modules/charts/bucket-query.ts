import { type SQL, sql } from 'drizzle-orm';
import {
  aggregateOf,
  col,
  type QuerySpec,
  type ResolvedColumns,
  rangeCondition,
  seriesCondition,
  textOf,
  where,
  xOf,
} from './query-builder';
import type { XRange } from './range';

// Large tables: rather than send every point to Node, each series is cut into buckets of
// equal x width in SQL and only each bucket's first, last, lowest and highest point of every y
// column (M4) come back, with the series' point count; LTTB then picks among them.

/** x (cut to the grain) as a number: itself, or a date's seconds since 1970. */
function xNumber(columns: ResolvedColumns): SQL {
  return columns.x.type === 'number'
    ? col(columns.x)
    : sql`extract(epoch from ${xOf(columns)})::float8`;
}

/**
 * Rows `{ s, n, f0, l0, lo0, hi0, f1… }` per series value and bucket: `n` the series' points
 * (empty values too), each M4 corner an `[x, y]` or `[y, x]` array of the non-empty values.
 */
export function bucketQuery(
  from: SQL,
  columns: ResolvedColumns,
  spec: Pick<QuerySpec, 'aggregation'>,
  range: XRange | null,
  seriesValues: readonly string[],
  buckets: number,
): SQL {
  const { x, ys, series } = columns;
  const conditions = [
    sql`${col(x)} is not null`,
    ...rangeCondition(x, range),
    ...seriesCondition(series, seriesValues),
  ];
  const s = series ? textOf(series) : sql`null::text`;
  const y = (i: number) => sql.identifier(`y${i}`);
  const values = sql.join(
    ys.map(
      (c, i) =>
        sql`${spec.aggregation === 'none' ? col(c) : aggregateOf(spec.aggregation, c, x)} as ${y(i)}`,
    ),
    sql`, `,
  );
  const rows =
    spec.aggregation === 'none'
      ? sql`select ${s} as s, ${xNumber(columns)} as xn, ${values} from ${from} where ${where(conditions)}`
      : sql`select ${s} as s, ${xNumber(columns)} as xn, ${values} from ${from}
          where ${where(conditions)} group by ${s}, ${xOf(columns)}`;
  const corners = sql.join(
    ys.map((_, i) => {
      const v = sql`p.${y(i)}`;
      const filled = sql`filter (where ${v} is not null)`;
      return sql`min(array[p.xn, ${v}]) ${filled} as ${sql.identifier(`f${i}`)},
        max(array[p.xn, ${v}]) ${filled} as ${sql.identifier(`l${i}`)},
        min(array[${v}, p.xn]) ${filled} as ${sql.identifier(`lo${i}`)},
        max(array[${v}, p.xn]) ${filled} as ${sql.identifier(`hi${i}`)}`;
    }),
    sql`, `,
  );
  return sql`with p as (${rows}),
    r as (select s, count(*) as n, min(xn) as lo, max(xn) as hi from p group by s)
    select p.s as s, max(r.n)::int as n, ${corners}
    from p join r on r.s is not distinct from p.s
    group by p.s, case when r.hi > r.lo then width_bucket(p.xn, r.lo, r.hi, ${buckets}) else 0 end`;
}
