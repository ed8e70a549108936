import { API, type Article, articleResponseSchema } from '@keeling/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { blogKeys } from './query-keys';

/** GET /api/blog/article?id=: by uuid or slug; a reader's read counts a view, the editor's not. */
export async function getArticle(
  id: string,
  { countView = true, signal }: { countView?: boolean; signal?: AbortSignal } = {},
): Promise<Article> {
  const { article } = await getJson(API.blog.article, articleResponseSchema, {
    query: { id, countView: countView ? undefined : false },
    signal,
  });
  return article;
}

export const articleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: blogKeys.article(id),
    queryFn: ({ signal }) => getArticle(id, { signal }),
  });

/** The article page's read (counts a view). */
export function useArticle(id: string | undefined) {
  return useQuery({ ...articleQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** The editor's read (`countView=false`): opening an article to edit it is not a view. */
export function useEditorArticle(id: string | undefined) {
  return useQuery({
    queryKey: blogKeys.editorArticle(id ?? ''),
    queryFn: ({ signal }) => getArticle(id ?? '', { countView: false, signal }),
    enabled: Boolean(id),
  });
}
