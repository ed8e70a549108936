import type { ArticleRevision } from '@keeling/contract';
import { API } from '@keeling/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { blogKeys } from './query-keys';
import { blogSchemas } from './schemas';

/** GET /api/blog/article/revisions?id=: saved versions, newest first (editor+). */
export async function getRevisions(id: string, signal?: AbortSignal): Promise<ArticleRevision[]> {
  const schema = blogSchemas().then((module) => module.articleRevisionsResponseSchema);
  const { items } = await getJson(API.blog.revisions, schema, {
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
