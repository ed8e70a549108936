/**
 * Counts, per table, the statements of this process that may have changed it. Every statement
 * drizzle sends goes through `record` (drizzle's logger hook, called before the query leaves),
 * so a value read while a table's version did not move is still current — for writes made by
 * this process. On PGlite no other process can write, so that is exact; on PostgreSQL other
 * instances write too, and a cache must add a time limit (see `versioned-cache.ts`).
 */
export class WriteVersions {
  #all = 0;
  #total = 0;
  readonly #tables = new Map<string, number>();

  /** Grows whenever a statement that may change `table` is sent. */
  version(table: string): number {
    return this.#all + (this.#tables.get(table) ?? 0);
  }

  /** Grows with every statement that may write anything. */
  get total(): number {
    return this.#total;
  }

  record(sql: string): void {
    const tables = writtenTables(sql);
    if (tables === null) return;
    this.#total++;
    if (tables === 'all') {
      this.#all++;
      return;
    }
    for (const table of tables) this.#tables.set(table, (this.#tables.get(table) ?? 0) + 1);
  }
}

const READ =
  /^\s*\(?\s*(select|show|explain|begin|start transaction|commit|rollback|savepoint|release|set|analyze|vacuum)\b/i;
const INSERT_OR_UPDATE = /^\s*(?:insert\s+into|update)\s+(?:"?\w+"?\.)?"?(\w+)"?/i;

/**
 * The tables a statement may change: null for reads, transaction control and statistics, 'all' when it
 * cannot tell (deletes may cascade, DDL, several statements, CTEs).
 */
export function writtenTables(sql: string): string[] | null | 'all' {
  if (READ.test(sql) && !/\b(insert|update|delete)\b/i.test(sql)) return null;
  const match = INSERT_OR_UPDATE.exec(sql);
  if (match?.[1] && !sql.includes(';')) return [match[1].toLowerCase()];
  return 'all';
}
