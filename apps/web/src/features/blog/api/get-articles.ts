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

/** Starts loading an image now, at the priority of a visible LCP image. */
function preloadImage(src: string): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = src;
}

/**
 * Sends the list request before the page renders (the blog route's loader): on a signed-in
 * load it goes out with `/api/auth/me` instead of after it, and the first cover (the page's
 * largest paint) starts loading as soon as the list is there rather than when the cards are
 * rendered. The page's `useArticles` then finds the answer in the cache (same key); a failure is
 * left to it (it retries and shows the error). Nothing is sent without a token.
 */
export function prefetchArticles(query: ArticlesQuery, { preloadFirstCover = false } = {}): void {
  if (!getAuthToken()) return;
  queryClient
    .fetchQuery(articlesQueryOptions(query))
    .then((data) => {
      const cover = data.items[0]?.coverUrl;
      if (preloadFirstCover && cover) preloadImage(cover);
    })
    .catch(() => undefined);
}
