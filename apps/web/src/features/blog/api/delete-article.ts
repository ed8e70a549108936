import { API, okResponseSchema } from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteJson } from '../../../lib/http';
import { blogKeys } from './query-keys';

/** DELETE /api/blog/article?id= (editor+). */
export async function deleteArticle(id: string): Promise<void> {
  await deleteJson(API.blog.article, okResponseSchema, { query: { id } });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
}
