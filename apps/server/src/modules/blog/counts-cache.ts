import type { ArticleStatus } from '@keeling/contract';
import { type Db, databaseInfo } from '../../db/client';
import { VersionedCache } from '../../db/versioned-cache';
import type { ListFilter } from './list-query';

export type ArticleCounts = Record<'all' | ArticleStatus, number>;

/** Distinct (visibility, search) pairs kept; searches vary, the plain list is one entry. */
export const COUNTS_CACHE_SIZE = 1_000;
/** PostgreSQL: other instances write too, so a count may be this old. */
export const POSTGRES_COUNTS_TTL_MS = 2_000;

/**
 * The list's tab counts (all / published / draft) per filter. They change only when an article
 * is written: kept until a statement of this process touches `articles` (exact on PGlite, the
 * only writer), plus at most POSTGRES_COUNTS_TTL_MS on PostgreSQL for other instances' writes.
 * The counts never depend on the selected tab, so every tab of one search shares an entry.
 */
export function createCountsCache(db: Db, count: (filter: ListFilter) => Promise<ArticleCounts>) {
  const info = databaseInfo(db);
  if (!info) return count;
  const cache = new VersionedCache<string, ArticleCounts>(info.writes, {
    table: 'articles',
    maxEntries: COUNTS_CACHE_SIZE,
    ttlMs: info.kind === 'postgres' ? POSTGRES_COUNTS_TTL_MS : undefined,
  });
  return (filter: ListFilter) =>
    cache.get(JSON.stringify([[...filter.visible].sort(), filter.tsQuery]), () => count(filter));
}
