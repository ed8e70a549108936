import {
  API,
  type ArticleListQuery,
  type ArticleListResponse,
  articleListResponseSchema,
} from '@keeling/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAuthToken, getJson } from '../../../lib/http';
import { queryClient } from '../../../lib/query-provider';
import { blogKeys } from './query-keys';

export type ArticlesQuery = Partial<ArticleListQuery>;

/** GET /api/blog/articles: one server page (drafts only for editors). */
export function getArticles(
  query: ArticlesQuery,
  signal?: AbortSignal,
): Promise<ArticleListResponse> {
  return getJson(API.blog.articles, articleListResponseSchema, { query, signal });
}

export const articlesQueryOptions = (query: ArticlesQuery) =>
  queryOptions({
    queryKey: blogKeys.list(query),
    queryFn: ({ signal }) => getArticles(query, signal),
    placeholderData: keepPreviousData,
  });

export function useArticles(query: ArticlesQuery) {
  return useQuery(articlesQueryOptions(query));
}

/**
 * Sends the list request when the route resolves (the blog route's loader), not after the page's
 * first render. The page's `useArticles` then finds it in the cache (same key); a failure is
 * left to it (it retries and shows the error). Nothing is sent without a token.
 */
export function prefetchArticles(query: ArticlesQuery): void {
  if (!getAuthToken()) return;
  void queryClient.prefetchQuery(articlesQueryOptions(query));
}
