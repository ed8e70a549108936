import {
  type ArticleListQuery,
  type ArticleListResponse,
  type ArticleStatus,
  articleListResponseSchema,
} from '@keeling/contract';
import type { Cache } from '../../lib/cache';
import { jsonBody } from '../../lib/json-body';
import { type Actor, canSeeDrafts } from './actor';
import { draftsForbidden } from './errors';
import type { BlogRepository } from './repository';
import { toPrefixTsQuery } from './search-query';
import { toListItem } from './serialize';

/** Distinct keys kept per cached read (searches vary; the plain list is one entry). */
export const READ_CACHE_SIZE = 1_000;
/** Articles and their authors' names: what the blog's cached reads are made of. */
export const READ_TOPICS = ['articles', 'users'];

/** The article list: a page with its tab counts, and the same as cached JSON text. */
export function createArticleList(repo: BlogRepository, cache: Cache) {
  const bodies = cache.map<string, string>(READ_TOPICS, READ_CACHE_SIZE);

  async function list(query: ArticleListQuery, actor: Actor): Promise<ArticleListResponse> {
    if (query.status === 'draft' && !canSeeDrafts(actor)) throw draftsForbidden();
    const visible: ArticleStatus[] = canSeeDrafts(actor) ? ['published', 'draft'] : ['published'];
    const tsQuery = query.search ? toPrefixTsQuery(query.search) : null;
    const filter = { visible, status: query.status, tsQuery };
    const offset = (query.page - 1) * query.size;
    const [rows, tabCounts] = await Promise.all([
      repo.list(filter, query.sort, query.size, offset),
      repo.counts(filter),
    ]);
    return {
      items: rows.map((r) => toListItem(r.article, r.author)),
      total: query.status ? tabCounts[query.status] : tabCounts.all,
      page: query.page,
      size: query.size,
      counts: tabCounts,
    };
  }

  return {
    list,
    /**
     * `list` as its JSON body (what the route sends), cached: a page that has not changed is
     * encoded once, not on every request.
     */
    listJson(query: ArticleListQuery, actor: Actor): Promise<string> {
      const key = JSON.stringify([
        canSeeDrafts(actor),
        query.search ?? '',
        query.status ?? '',
        query.sort,
        query.size,
        query.page,
      ]);
      return bodies.get(key, async () =>
        jsonBody(articleListResponseSchema, await list(query, actor)),
      );
    },
  };
}
