import { API } from '@keeling/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteJson } from '../../../lib/http';
import { blogKeys } from './query-keys';
import { blogSchemas } from './schemas';

/** DELETE /api/blog/article?id= (editor+). */
export async function deleteArticle(id: string): Promise<void> {
  const schema = blogSchemas().then((module) => module.okResponseSchema);
  await deleteJson(API.blog.article, schema, { query: { id } });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
}
