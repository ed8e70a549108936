import { API, apiPath, okResponseSchema } from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** DELETE /api/datasets/:id (refused with `datasets.in_use` while a chart draws it). */
export async function deleteDataset(id: string): Promise<void> {
  await deleteJson(apiPath(API.datasets.one, { id }), okResponseSchema);
}

export function useDeleteDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDataset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataKeys.datasets() }),
  });
}
