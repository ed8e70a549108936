import { API, apiPath, okResponseSchema } from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** DELETE /api/dashboards/:id. */
export async function deleteDashboard(id: string): Promise<void> {
  await deleteJson(apiPath(API.dashboards.one, { id }), okResponseSchema);
}

export function useDeleteDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDashboard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataKeys.dashboards() }),
  });
}
