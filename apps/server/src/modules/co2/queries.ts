import type { DatasetColumn } from '@keeling/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkTableName, isColumnKey } from '../datasets/service';

// Reads over a data set's typed table: identifiers from its catalogue, checked; no values
// from the request at all.

type Row = Record<string, unknown>;

function ident(column: DatasetColumn): SQL {
  if (!isColumnKey(column.key)) throw new Error(`Not a column key: ${column.key}`);
  return sql`${sql.identifier(column.key)}`;
}

/** A date, month or year column as `YYYY-MM-DD`; a number year as the first of January. */
function dateOf(column: DatasetColumn): SQL {
  if (column.type === 'number') return sql`lpad((${ident(column)})::int::text, 4, '0') || '-01-01'`;
  return sql`to_char(${ident(column)}, 'YYYY-MM-DD')`;
}

const numberOrNull = (value: unknown) => {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export interface MonthlyRow {
  date: string;
  average: number | null;
  trend: number | null;
}

/** Every month in order with its mean and its de-seasonalised trend. */
export async function monthlySeries(
  db: Db,
  table: string,
  time: DatasetColumn,
  average: DatasetColumn,
  trend: DatasetColumn | null,
): Promise<MonthlyRow[]> {
  const from = sql.identifier(checkTableName(table));
  const trendSql = trend ? ident(trend) : sql`null`;
  const rows = await rowsOf(
    db,
    sql`select ${dateOf(time)} as date, ${ident(average)} as average, ${trendSql} as trend
      from ${from} where ${ident(time)} is not null order by ${ident(time)}`,
  );
  return rows.map((r) => ({
    date: String(r.date),
    average: numberOrNull(r.average),
    trend: numberOrNull(r.trend),
  }));
}

/** The latest row with a value: `{ value, date }`, or null. */
export async function latestValue(
  db: Db,
  table: string,
  time: DatasetColumn,
  value: DatasetColumn,
): Promise<{ value: number; date: string } | null> {
  const from = sql.identifier(checkTableName(table));
  const [row] = await rowsOf(
    db,
    sql`select ${dateOf(time)} as date, ${ident(value)} as value from ${from}
      where ${ident(time)} is not null and ${ident(value)} is not null
      order by ${ident(time)} desc limit 1`,
  );
  const n = numberOrNull(row?.value);
  return row && n !== null ? { value: n, date: String(row.date) } : null;
}

export interface EntityRow {
  name: string;
  code: string | null;
  latest: number | null;
  year: string | null;
}

/**
 * Each entity (country, region) with its latest non-empty value and that row's year and code,
 * largest latest value first (entities with no value last, by name).
 */
export async function latestByEntity(
  db: Db,
  table: string,
  columns: {
    entity: DatasetColumn;
    year: DatasetColumn;
    value: DatasetColumn;
    code: DatasetColumn | null;
  },
): Promise<EntityRow[]> {
  const from = sql.identifier(checkTableName(table));
  const entity = ident(columns.entity);
  const code = columns.code ? ident(columns.code) : sql`null`;
  const rows = await rowsOf(
    db,
    sql`select name, code, latest, year from (
        select distinct on (${entity}) ${entity} as name, ${code} as code,
          ${ident(columns.value)} as latest, ${dateOf(columns.year)} as year
        from ${from}
        where ${entity} is not null and ${ident(columns.value)} is not null
        order by ${entity}, ${ident(columns.year)} desc
      ) latest order by latest desc nulls last, name`,
  );
  return rows.map((r) => ({
    name: String(r.name),
    code: r.code === null || r.code === undefined || r.code === '' ? null : String(r.code),
    latest: numberOrNull(r.latest),
    year: r.year === null ? null : String(r.year),
  }));
}
