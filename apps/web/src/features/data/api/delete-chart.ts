import { API, apiPath, okResponseSchema } from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** DELETE /api/charts/:id. */
export async function deleteChart(id: string): Promise<void> {
  await deleteJson(apiPath(API.charts.one, { id }), okResponseSchema);
}

export function useDeleteChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChart,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dataKeys.charts() });
      void queryClient.invalidateQueries({ queryKey: dataKeys.dashboards() });
    },
  });
}
