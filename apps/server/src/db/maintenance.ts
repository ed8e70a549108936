import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** How often PGlite's statistics are refreshed when this process wrote something. */
export const ANALYZE_EVERY_MS = 10 * 60_000;

/**
 * PGlite runs PostgreSQL in single-user mode: no autovacuum. Without it the planner has no
 * statistics (it guesses a handful of rows per table) and the GIN index of `articles.search`
 * keeps every inserted row in its pending list, which makes it look (and be) slow: after the
 * bench's 10,000-row insert the planner filtered every row with `@@` (575 ms for one search
 * count) rather than use the index. `VACUUM ANALYZE` merges the pending list and gathers the
 * statistics: once at start (after migrations and any bulk load), then every ANALYZE_EVERY_MS
 * while this process writes. PostgreSQL's autovacuum does this by itself. Answers a stop
 * function.
 */
export async function startPgliteMaintenance(database: Database): Promise<() => void> {
  if (database.kind !== 'pglite') return () => {};
  const analyze = () => database.db.execute(sql`vacuum analyze`);
  await analyze();
  let analyzedAt = database.writes.total;
  const timer = setInterval(() => {
    const now = database.writes.total;
    if (now === analyzedAt) return;
    analyzedAt = now;
    analyze().catch(() => {});
  }, ANALYZE_EVERY_MS).unref();
  return () => clearInterval(timer);
}
