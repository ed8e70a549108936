import { API, type ArticleListItem, articleListResponseSchema } from '@keeling/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';

/** How many articles the front page lists. */
export const LATEST_ARTICLES = 4;

/** GET /api/blog/articles: the newest published articles. */
export async function getLatestArticles(signal?: AbortSignal): Promise<ArticleListItem[]> {
  const query = { page: 1, size: LATEST_ARTICLES, sort: 'latest', status: 'published' };
  return (await getJson(API.blog.articles, articleListResponseSchema, { query, signal })).items;
}

export function useLatestArticles() {
  return useQuery({
    queryKey: ['overview', 'articles'],
    queryFn: ({ signal }) => getLatestArticles(signal),
  });
}
