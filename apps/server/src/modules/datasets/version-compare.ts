import type {
  ColumnType,
  DatasetChangedRow,
  DatasetColumn,
  DatasetVersionChanges,
} from '@keeling/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { columnIdent, tableIdent } from './physical-table';
import { valueExpression } from './rows-query';

// Two versions of a data set compared in SQL, over their typed tables: rows matched by a key
// (a hash join on `=`), the cells that differ, the time column's span. Identifiers are generated
// and checked (physical-table.ts); nothing here is a value a person typed.

export interface VersionTable {
  table: string;
  /** `header`: the name in the file, when known (a rename is seen on it). */
  columns: readonly (Pick<DatasetColumn, 'key' | 'name' | 'type'> & { header?: string })[];
}

type Cell = string | number | null;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const query = async <T>(db: Db, text: string) => rowsOf<T>(await db.execute(sql.raw(text)));

const TIME_TYPES: ReadonlySet<ColumnType> = new Set(['date', 'month', 'year']);

/** The first date, month or year column: what "latest" means for a data set. */
export const timeColumnOf = (columns: VersionTable['columns']) =>
  columns.find((c) => TIME_TYPES.has(c.type)) ?? null;

/** Columns both versions have with the same type (a renamed one keeps its key). */
function sharedColumns(before: VersionTable, after: VersionTable) {
  const old = new Map(before.columns.map((c) => [c.key, c.type]));
  return after.columns.filter((c) => old.get(c.key) === c.type);
}

const list = (keys: readonly string[], alias: string) =>
  keys.map((k) => `${alias}.${columnIdent(k)}`).join(', ');
const joinOn = (key: readonly string[]) =>
  key.map((k) => `o.${columnIdent(k)} = n.${columnIdent(k)}`).join(' AND ');

/** Whether `key` names at most one row each, with no empty key cell. */
async function isUniqueKey(db: Db, ref: VersionTable, key: readonly string[]): Promise<boolean> {
  const cols = list(key, 't');
  const nulls = key.map((k) => `t.${columnIdent(k)} IS NULL`).join(' OR ');
  const [row] = await query<{ unique: boolean }>(
    db,
    `SELECT count(DISTINCT (${cols}, 0)) = count(*) AND count(*) FILTER (WHERE ${nulls}) = 0 AS "unique" FROM ${tableIdent(ref.table)} t`,
  );
  return row?.unique === true;
}

/**
 * The key a new version is matched by: the time column when each time is one row, else the
 * time column with the first text column (Entity, Country…) that makes it unique; null when
 * neither does (then whole rows are compared).
 */
export async function suggestKey(db: Db, ref: VersionTable): Promise<string[] | null> {
  const time = timeColumnOf(ref.columns);
  if (!time) return null;
  const texts = ref.columns.filter((c) => c.type === 'text').slice(0, 3);
  for (const key of [[time.key], ...texts.map((t) => [time.key, t.key])]) {
    if (await isUniqueKey(db, ref, key)) return key;
  }
  return null;
}

async function timeSpan(db: Db, ref: VersionTable, key: string) {
  const ident = columnIdent(key);
  const [row] = await query<{ first: string | null; last: string | null }>(
    db,
    `SELECT to_char(min(${ident}), 'YYYY-MM-DD') AS "first", to_char(max(${ident}), 'YYYY-MM-DD') AS "last" FROM ${tableIdent(ref.table)}`,
  );
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}

/** Columns by their name in the file: added, removed, and renamed (same key, new name). */
function columnChanges(before: VersionTable, after: VersionTable) {
  const nameOf = (c: VersionTable['columns'][number]) => c.header ?? c.name;
  const old = new Map(before.columns.map((c) => [c.key, nameOf(c)]));
  const now = new Set(after.columns.map((c) => c.key));
  return {
    added: after.columns.filter((c) => !old.has(c.key)).map(nameOf),
    removed: before.columns.filter((c) => !now.has(c.key)).map(nameOf),
    renamed: after.columns
      .filter((c) => old.has(c.key) && old.get(c.key) !== nameOf(c))
      .map((c) => ({ from: old.get(c.key) ?? '', to: nameOf(c) })),
  };
}

/** Rows added, removed and changed, by key (one full join) or, without a key, as whole rows. */
async function countRows(
  db: Db,
  before: VersionTable,
  after: VersionTable,
  key: readonly string[] | null,
) {
  const shared = sharedColumns(before, after).map((c) => c.key);
  const o = tableIdent(before.table);
  const n = tableIdent(after.table);
  if (!key) {
    const cols = shared.map(columnIdent).join(', ');
    const [row] = await query<{ added: number; removed: number }>(
      db,
      `SELECT (SELECT count(*) FROM (SELECT ${cols} FROM ${n} EXCEPT ALL SELECT ${cols} FROM ${o}) d)::int AS "added", (SELECT count(*) FROM (SELECT ${cols} FROM ${o} EXCEPT ALL SELECT ${cols} FROM ${n}) d)::int AS "removed"`,
    );
    return { added: row?.added ?? 0, removed: row?.removed ?? 0, changed: 0 };
  }
  const values = shared.filter((k) => !key.includes(k));
  const differs = values.length
    ? `(${list(values, 'o')}, 0) IS DISTINCT FROM (${list(values, 'n')}, 0)`
    : 'false';
  const [row] = await query<{ added: number; removed: number; changed: number }>(
    db,
    `SELECT count(*) FILTER (WHERE o."_row" IS NULL)::int AS "added", count(*) FILTER (WHERE n."_row" IS NULL)::int AS "removed", count(*) FILTER (WHERE o."_row" IS NOT NULL AND n."_row" IS NOT NULL AND ${differs})::int AS "changed" FROM ${o} o FULL JOIN ${n} n ON ${joinOn(key)}`,
  );
  return { added: row?.added ?? 0, removed: row?.removed ?? 0, changed: row?.changed ?? 0 };
}

/**
 * What `after` changed against `before` (version `previous`), matched by `key` when it names one
 * row each in both versions, else by whole rows (then no row counts as changed).
 */
export async function compareVersions(
  db: Db,
  before: VersionTable,
  after: VersionTable,
  key: readonly string[] | null,
  previous: number,
): Promise<DatasetVersionChanges> {
  const shared = new Set(sharedColumns(before, after).map((c) => c.key));
  const usable =
    key?.every((k) => shared.has(k)) &&
    (await isUniqueKey(db, before, key)) &&
    (await isUniqueKey(db, after, key));
  const matchBy = usable && key ? [...key] : null;
  const time = timeColumnOf(after.columns);
  return {
    previous,
    key: matchBy,
    ...(await countRows(db, before, after, matchBy)),
    time:
      time && shared.has(time.key)
        ? {
            column: time.key,
            before: await timeSpan(db, before, time.key),
            after: await timeSpan(db, after, time.key),
          }
        : null,
    columns: columnChanges(before, after),
  };
}

/** One page of the rows a version changed: each with its key and its changed cells. */
export async function changedRows(
  db: Db,
  before: VersionTable,
  after: VersionTable,
  key: readonly string[],
  page: { page: number; size: number },
): Promise<DatasetChangedRow[]> {
  const values = sharedColumns(before, after).filter((c) => !key.includes(c.key));
  if (values.length === 0) return [];
  const types = new Map(after.columns.map((c) => [c.key, c.type]));
  const keyCols = key.map((k) => `${valueExpression(k, types.get(k) ?? 'text', 'n')} AS "k_${k}"`);
  const valueCols = values.flatMap((c) => [
    `${valueExpression(c.key, c.type, 'o')} AS "b_${c.key}"`,
    `${valueExpression(c.key, c.type, 'n')} AS "a_${c.key}"`,
  ]);
  const keys = values.map((c) => c.key);
  const rows = await query<Record<string, Cell>>(
    db,
    `SELECT ${[...keyCols, ...valueCols].join(', ')} FROM ${tableIdent(before.table)} o JOIN ${tableIdent(after.table)} n ON ${joinOn(key)} WHERE (${list(keys, 'o')}, 0) IS DISTINCT FROM (${list(keys, 'n')}, 0) ORDER BY n."_row" LIMIT ${page.size} OFFSET ${(page.page - 1) * page.size}`,
  );
  return rows.map((row) => ({
    key: Object.fromEntries(key.map((k) => [k, row[`k_${k}`] ?? null])),
    cells: keys
      .filter((k) => row[`b_${k}`] !== row[`a_${k}`])
      .map((k) => ({ column: k, before: row[`b_${k}`] ?? null, after: row[`a_${k}`] ?? null })),
  }));
}
