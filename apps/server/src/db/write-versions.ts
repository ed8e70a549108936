/**
 * Counts, per table, the writes that may have changed it, so a cached read can tell whether it
 * is still current. Two sources feed it:
 * - every statement drizzle sends from this process goes through `record` (drizzle's logger
 *   hook, called before the query leaves): a process sees its own writes at once;
 * - on PostgreSQL, other instances' writes arrive through `bump`, called for each
 *   `keeling_writes` notification (write-listener.ts; a trigger on every table sends them at
 *   commit). While that channel is down, `live` is false and caches must not be used.
 * On PGlite this process is the only writer, so `record` alone is exact and `live` stays true.
 */
export class WriteVersions {
  #all = 0;
  #total = 0;
  #live = true;
  readonly #tables = new Map<string, number>();

  /** Grows whenever a statement that may change `table` is sent. */
  version(table: string): number {
    return this.#all + (this.#tables.get(table) ?? 0);
  }

  /** Grows with every statement that may write anything. */
  get total(): number {
    return this.#total;
  }

  /** False while writes of other processes could be missed (caches then read through). */
  get live(): boolean {
    return this.#live;
  }

  set live(value: boolean) {
    // Whatever was cached before the channel went down or came back may be stale.
    this.invalidateAll();
    this.#live = value;
  }

  /** A write to `table` seen from outside this process (a notification). */
  bump(table: string): void {
    this.#total++;
    this.#tables.set(table, (this.#tables.get(table) ?? 0) + 1);
  }

  invalidateAll(): void {
    this.#total++;
    this.#all++;
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
