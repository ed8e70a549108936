import {
  API,
  type Article,
  type ArticleUpsertInput,
  articleResponseSchema,
  articleSchema,
  BLOG_ERROR_CODES,
} from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorCodeOf, isHttpError, postJson } from '../../../lib/http';
import { blogKeys } from './query-keys';

/** POST /api/blog/update_insert_article: create (no id) or update (id + version). */
export async function upsertArticle(body: ArticleUpsertInput): Promise<Article> {
  const { article } = await postJson(API.blog.upsert, body, articleResponseSchema);
  return article;
}

/** The server's article when a save was refused for a stale version (409), else null. */
export function conflictArticle(error: unknown): Article | null {
  if (!isHttpError(error) || error.status !== 409) return null;
  if (errorCodeOf(error) !== BLOG_ERROR_CODES.versionConflict) return null;
  const parsed = articleSchema.safeParse((error.body as { article?: unknown }).article);
  return parsed.success ? parsed.data : null;
}

export function useUpsertArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertArticle,
    onSuccess: (article) => {
      queryClient.setQueryData(blogKeys.editorArticle(article.id), article);
      void queryClient.invalidateQueries({ queryKey: blogKeys.articles() });
      void queryClient.invalidateQueries({ queryKey: blogKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: blogKeys.revisions(article.id) });
    },
  });
}
