import type { ArticleStatus } from '@keeling/contract';
import { type Db, databaseInfo } from '../../db/client';
import { VersionedCache } from '../../db/versioned-cache';

export type ArticleCounts = Record<'all' | ArticleStatus, number>;

/** Distinct keys kept per cache (searches vary; the plain list is one entry). */
export const READ_CACHE_SIZE = 1_000;

/**
 * Blog reads (tab counts, list pages, one article) cached until a write to `articles` or
 * `users` (authors) is seen: this process's writes at once, another instance's within
 * milliseconds of its commit (PostgreSQL notifications, see db/write-listener.ts). An editor
 * who reads a version an instant old still cannot overwrite newer work: saves check `version`.
 * Returns `load` itself when there is no cache.
 */
export function blogReadCache<V>(db: Db) {
  const info = databaseInfo(db);
  if (!info) return (_key: string, load: () => Promise<V>) => load();
  const cache = new VersionedCache<string, V>(info.writes, {
    tables: ['articles', 'users'],
    maxEntries: READ_CACHE_SIZE,
  });
  return (key: string, load: () => Promise<V>) => cache.get(key, load);
}
