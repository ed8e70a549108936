import { API, apiPath, okResponseSchema } from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteJson } from '../../../lib/http';
import { travelKeys } from './query-keys';

/** DELETE /api/travel/trips/:id (editor+). */
export async function deleteTrip(id: string): Promise<void> {
  await deleteJson(apiPath(API.travel.trip, { id }), okResponseSchema);
}

export function useDeleteTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: travelKeys.trips() }),
  });
}
