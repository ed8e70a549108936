import { randomBytes } from 'node:crypto';
import type { ColumnType } from '@keeling/contract';
import { sqlTypeOf } from './type-inference';

// Every identifier of a data set's own table is generated here and checked against these
// patterns before it reaches SQL: nothing a person typed ever becomes an identifier.

const TABLE_NAME = /^ds_[0-9a-f]{32}$/;
const COLUMN_KEY = /^c[1-9][0-9]{0,2}$/;

/** `ds_` and 32 hex digits: the data set's id without hyphens, or random (a refresh's table). */
export function newTableName(id?: string): string {
  const hex = id ? id.replaceAll('-', '').toLowerCase() : randomBytes(16).toString('hex');
  return checkTableName(`ds_${hex}`);
}

export function checkTableName(name: string): string {
  if (!TABLE_NAME.test(name)) throw new Error(`Not a data-set table name: ${name}`);
  return name;
}

export function isColumnKey(key: string): boolean {
  return COLUMN_KEY.test(key);
}

/** `"ds_…"`, quoted, after the check. */
export const tableIdent = (name: string) => `"${checkTableName(name)}"`;

/** `"c3"`, quoted, after the check; `"_row"` is the line order. */
export function columnIdent(key: string): string {
  if (key !== '_row' && !COLUMN_KEY.test(key)) throw new Error(`Not a column key: ${key}`);
  return `"${key}"`;
}

/** `c1`…`cN` */
export const columnKeys = (count: number) => Array.from({ length: count }, (_, i) => `c${i + 1}`);

export interface PhysicalColumn {
  key: string;
  type: ColumnType;
}

export function createTableSql(table: string, columns: readonly PhysicalColumn[]): string {
  const defs = columns.map((c) => `${columnIdent(c.key)} ${sqlTypeOf(c.type)}`);
  return `CREATE TABLE ${tableIdent(table)} ("_row" bigint NOT NULL, ${defs.join(', ')})`;
}

/** After the load: the line order as primary key (the preview's default order). */
export const primaryKeySql = (table: string) =>
  `ALTER TABLE ${tableIdent(table)} ADD PRIMARY KEY ("_row")`;

export const dropTableSql = (table: string) => `DROP TABLE IF EXISTS ${tableIdent(table)}`;

export function copySql(table: string, keys: readonly string[], from: 'STDIN' | "'/dev/blob'") {
  const cols = ['_row', ...keys].map(columnIdent).join(', ');
  return `COPY ${tableIdent(table)} (${cols}) FROM ${from} WITH (FORMAT csv)`;
}
