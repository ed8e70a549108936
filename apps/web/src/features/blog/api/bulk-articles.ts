import type { ArticleBulkBody, ArticleBulkResponse } from '@keeling/contract';
import { API } from '@keeling/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { blogKeys } from './query-keys';
import { blogSchemas } from './schemas';

/** POST /api/blog/articles/bulk: publish, unpublish or delete exactly these ids. */
export function bulkArticles(body: ArticleBulkBody): Promise<ArticleBulkResponse> {
  const schema = blogSchemas().then((module) => module.articleBulkResponseSchema);
  return postJson(API.blog.bulk, body, schema);
}

export function useBulkArticles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkArticles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
}
