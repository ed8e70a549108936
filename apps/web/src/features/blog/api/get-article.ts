import { API, type Article, articleResponseSchema } from '@keeling/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { blogKeys } from './query-keys';

/** GET /api/blog/article?id=: by uuid or slug (counts a view). */
export async function getArticle(id: string, signal?: AbortSignal): Promise<Article> {
  const { article } = await getJson(API.blog.article, articleResponseSchema, {
    query: { id },
    signal,
  });
  return article;
}

export const articleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: blogKeys.article(id),
    queryFn: ({ signal }) => getArticle(id, signal),
  });

export function useArticle(id: string | undefined) {
  return useQuery({ ...articleQueryOptions(id ?? ''), enabled: Boolean(id) });
}
