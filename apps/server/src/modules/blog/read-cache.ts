import type { ArticleStatus } from '@keeling/contract';
import { type Db, databaseInfo } from '../../db/client';
import { VersionedCache } from '../../db/versioned-cache';

export type ArticleCounts = Record<'all' | ArticleStatus, number>;

/** Distinct keys kept per cache (searches vary; the plain list is one entry). */
export const READ_CACHE_SIZE = 1_000;
/** PostgreSQL: other instances write too, so a cached list may be this old. */
export const POSTGRES_LIST_TTL_MS = 2_000;

/**
 * Blog reads cached until a statement of this process touches `articles` or `users` (authors):
 * exact on PGlite, the only writer. On PostgreSQL other instances write too:
 * - `'list'` (tab counts, list pages) is also limited to POSTGRES_LIST_TTL_MS there;
 * - `'article'` (one article, which editors save with its version) is not cached there at all.
 * Returns `load` itself when there is no cache.
 */
export function blogReadCache<V>(db: Db, kind: 'list' | 'article') {
  const info = databaseInfo(db);
  if (!info || (kind === 'article' && info.kind !== 'pglite'))
    return (_key: string, load: () => Promise<V>) => load();
  const cache = new VersionedCache<string, V>(info.writes, {
    tables: ['articles', 'users'],
    maxEntries: READ_CACHE_SIZE,
    ttlMs: info.kind === 'postgres' ? POSTGRES_LIST_TTL_MS : undefined,
  });
  return (key: string, load: () => Promise<V>) => cache.get(key, load);
}
