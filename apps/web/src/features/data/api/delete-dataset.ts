import { API, apiPath, okResponseSchema } from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

export interface DeleteDatasetInput {
  id: string;
  /** Delete the charts built on it too (else a data set with charts is refused: `datasets.in_use`). */
  withDependents: boolean;
}

/** DELETE /api/datasets/:id[?withDependents=true]. */
export async function deleteDataset({ id, withDependents }: DeleteDatasetInput): Promise<void> {
  const path = apiPath(API.datasets.one, { id });
  await deleteJson(withDependents ? `${path}?withDependents=true` : path, okResponseSchema);
}

/** Deletes a data set; its lists, and the charts and dashboards it may have taken, are read again. */
export function useDeleteDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDataset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataKeys.all }),
  });
}
