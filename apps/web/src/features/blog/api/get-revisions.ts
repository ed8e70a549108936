import { API, type ArticleRevision, articleRevisionsResponseSchema } from '@keeling/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { blogKeys } from './query-keys';

/** GET /api/blog/article/revisions?id=: saved versions, newest first (editor+). */
export async function getRevisions(id: string, signal?: AbortSignal): Promise<ArticleRevision[]> {
  const { items } = await getJson(API.blog.revisions, articleRevisionsResponseSchema, {
    query: { id },
    signal,
  });
  return items;
}

export const revisionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: blogKeys.revisions(id),
    queryFn: ({ signal }) => getRevisions(id, signal),
  });

export function useRevisions(id: string | undefined) {
  return useQuery({ ...revisionsQueryOptions(id ?? ''), enabled: Boolean(id) });
}
