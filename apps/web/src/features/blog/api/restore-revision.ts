import {
  API,
  type Article,
  type ArticleRestoreBody,
  articleResponseSchema,
} from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { blogKeys } from './query-keys';

/** POST /api/blog/article/revisions/restore: the revision becomes a new version. */
export async function restoreRevision(body: ArticleRestoreBody): Promise<Article> {
  const { article } = await postJson(API.blog.restore, body, articleResponseSchema);
  return article;
}

export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRevision,
    onSuccess: (article) => {
      queryClient.setQueryData(blogKeys.editorArticle(article.id), article);
      void queryClient.invalidateQueries({ queryKey: blogKeys.articles() });
      void queryClient.invalidateQueries({ queryKey: blogKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: blogKeys.revisions(article.id) });
    },
  });
}
