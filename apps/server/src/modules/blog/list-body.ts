import {
  type ArticleListQuery,
  type ArticleListResponse,
  articleListResponseSchema,
} from '@keeling/contract';
import type { Db } from '../../db/client';
import { jsonBody } from '../../lib/json-body';
import { type Actor, canSeeDrafts } from './actor';
import { blogReadCache } from './read-cache';

/**
 * The list answer as its JSON body, cached like the rows it is made of (read-cache.ts): a page
 * that has not changed is encoded once, not on every request (the zod encode of 12 items cost
 * about as much as the rest of a cached request).
 */
export function createListBodies(
  db: Db,
  list: (query: ArticleListQuery, actor: Actor) => Promise<ArticleListResponse>,
) {
  const bodies = blogReadCache<string>(db);
  return (query: ArticleListQuery, actor: Actor): Promise<string> => {
    const key = JSON.stringify([
      canSeeDrafts(actor),
      query.search ?? '',
      query.status ?? '',
      query.sort,
      query.size,
      query.page,
    ]);
    return bodies(key, async () => jsonBody(articleListResponseSchema, await list(query, actor)));
  };
}
