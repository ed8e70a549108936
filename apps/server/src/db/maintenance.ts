import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** How often PGlite's statistics are refreshed when this process wrote something. */
export const ANALYZE_EVERY_MS = 10 * 60_000;

/**
 * PGlite runs PostgreSQL in single-user mode: no autovacuum. Without it the planner has no
 * statistics and the GIN index of `articles.search` keeps every inserted row in its pending
 * list, so after a bulk insert searches scan every row instead of using the index.
 * `VACUUM ANALYZE` merges the pending list and gathers the statistics: once at start (after
 * migrations and any bulk load), then every ANALYZE_EVERY_MS while this process writes (the
 * writes its services report to the cache). PostgreSQL's autovacuum does this by itself.
 * Answers a stop function.
 */
export async function startPgliteMaintenance(database: Database): Promise<() => void> {
  if (database.kind !== 'pglite') return () => {};
  const analyze = () => database.db.execute(sql`vacuum analyze`);
  await analyze();
  let analyzedAt = database.cache.writes;
  const timer = setInterval(() => {
    const now = database.cache.writes;
    if (now === analyzedAt) return;
    analyzedAt = now;
    analyze().catch(() => {});
  }, ANALYZE_EVERY_MS).unref();
  return () => clearInterval(timer);
}
