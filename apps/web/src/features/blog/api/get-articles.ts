import {
  API,
  type ArticleListQuery,
  type ArticleListResponse,
  articleListResponseSchema,
} from '@keeling/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
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
