import { type ColumnType, DATASET_LIMITS } from '@keeling/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageTooDeep } from './errors';
import { columnIdent, tableIdent } from './physical-table';
import { escapeLike } from './repository';

export interface TableRef {
  table: string;
  columns: readonly { key: string; type: ColumnType }[];
}

/**
 * How a column is read as JSON: dates as `YYYY-MM-DD` text, numbers and text as they are;
 * through a table alias when given.
 */
export function valueExpression(key: string, type: ColumnType, alias?: string): string {
  const ident = alias ? `${alias}.${columnIdent(key)}` : columnIdent(key);
  return type === 'number' || type === 'text' ? ident : `to_char(${ident}, 'YYYY-MM-DD')`;
}

type Row = Record<string, string | number | null>;

/** Rows of `execute` on either driver. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface RowsPage {
  page: number;
  size: number;
  /** A key of `columns` (checked by the caller); the line order when absent. */
  sort?: string;
  order: 'asc' | 'desc';
}

/** A text cell as a page of rows sends it: cut past DATASET_LIMITS.cellMax, with an ellipsis. */
function cappedText(key: string): string {
  const ident = columnIdent(key);
  const max = DATASET_LIMITS.cellMax;
  return `CASE WHEN length(${ident}) > ${max} THEN left(${ident}, ${max}) || '…' ELSE ${ident} END`;
}

/**
 * One page of a data set's rows, keyed by column key, in the line order or by one column; a long
 * text cell cut (a 50 MB cell is not sent whole to every reader).
 *
 * Sorted by a column (no index: the tables are typed copies of files), a page is found by
 * sorting only the keys (`_row` and the column) and keeping the first rows up to it, so its cost
 * grows with its depth: pages are served within DATASET_LIMITS.sortedDepthMax rows of either
 * end, the last ones by reading the other way (`order=asc` at the last page costs what `desc` at
 * the first does); deeper ones are a 400 (`total`: the table's rows).
 */
export async function selectRows(
  db: Db,
  ref: TableRef,
  page: RowsPage,
  total: number,
): Promise<Row[]> {
  const select = ref.columns
    .map(
      (c) =>
        `${c.type === 'text' ? cappedText(c.key) : valueExpression(c.key, c.type)} AS ${columnIdent(c.key)}`,
    )
    .join(', ');
  const table = sql.raw(tableIdent(ref.table));
  const offset = (page.page - 1) * page.size;
  const desc = page.order === 'desc';
  if (!page.sort) {
    const order = sql.raw(`"_row" ${desc ? 'DESC' : 'ASC'}`);
    const query = sql`SELECT ${sql.raw(select)} FROM ${table} ORDER BY ${order} LIMIT ${page.size} OFFSET ${offset}`;
    return rowsOf<Row>(await db.execute(query));
  }
  const column = columnIdent(page.sort);
  // qualified: the outer select names its (formatted) values after the columns too
  const orderOf = (descending: boolean, nulls: 'FIRST' | 'LAST') => {
    const direction = descending ? 'DESC' : 'ASC';
    return `t.${column} ${direction} NULLS ${nulls}, t."_row" ${direction}`;
  };
  // The rows after this page: read from the other end when they are fewer than those before.
  const after = total - offset - page.size;
  let keys: { order: string; limit: number; offset: number };
  if (offset <= DATASET_LIMITS.sortedDepthMax || offset <= after) {
    if (offset > DATASET_LIMITS.sortedDepthMax) throw pageTooDeep();
    keys = { order: orderOf(desc, 'LAST'), limit: page.size, offset };
  } else {
    if (after > DATASET_LIMITS.sortedDepthMax) throw pageTooDeep();
    // the exact reverse of the order asked: nulls first, directions flipped
    keys = {
      order: orderOf(!desc, 'FIRST'),
      limit: Math.max(0, page.size + Math.min(0, after)),
      offset: Math.max(0, after),
    };
  }
  const query = sql`WITH k AS (SELECT t."_row" FROM ${table} t ORDER BY ${sql.raw(keys.order)} LIMIT ${keys.limit} OFFSET ${keys.offset})
    SELECT ${sql.raw(select)} FROM ${table} t JOIN k USING ("_row") ORDER BY ${sql.raw(orderOf(desc, 'LAST'))}`;
  return rowsOf<Row>(await db.execute(query));
}

/** Values of one column with their row counts, most frequent first (a series picker). */
export async function selectValues(
  db: Db,
  ref: TableRef,
  column: { key: string; type: ColumnType },
  limit: number,
  search?: string,
): Promise<{ value: string; rows: number }[]> {
  const ident = columnIdent(column.key);
  const value =
    column.type === 'number' ? `${ident}::text` : valueExpression(column.key, column.type);
  const filter = search ? sql` AND ${sql.raw(value)} ILIKE ${`%${escapeLike(search)}%`}` : sql``;
  const query = sql`SELECT ${sql.raw(value)} AS "value", count(*)::int AS "rows" FROM ${sql.raw(tableIdent(ref.table))} WHERE ${sql.raw(ident)} IS NOT NULL${filter} GROUP BY 1 ORDER BY 2 DESC, 1 ASC LIMIT ${limit}`;
  return rowsOf<{ value: string; rows: number }>(await db.execute(query));
}

/** Rows and NULLs per column (tests and the import's report). */
export async function countNulls(db: Db, ref: TableRef): Promise<Record<string, number>> {
  const parts = ref.columns.map(
    (c) => `count(*) FILTER (WHERE ${columnIdent(c.key)} IS NULL)::int AS ${columnIdent(c.key)}`,
  );
  const query = sql`SELECT ${sql.raw(parts.join(', '))} FROM ${sql.raw(tableIdent(ref.table))}`;
  return rowsOf<Record<string, number>>(await db.execute(query))[0] ?? {};
}
