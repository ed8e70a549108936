import {
  API,
  type ArticleBulkBody,
  type ArticleBulkResponse,
  articleBulkResponseSchema,
} from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { blogKeys } from './query-keys';

/** POST /api/blog/articles/bulk: publish, unpublish or delete exactly these ids. */
export function bulkArticles(body: ArticleBulkBody): Promise<ArticleBulkResponse> {
  return postJson(API.blog.bulk, body, articleBulkResponseSchema);
}

export function useBulkArticles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkArticles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
}
