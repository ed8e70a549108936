import { API, apiPath, okResponseSchema } from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteJson } from '../../../lib/http';
import { usersKeys } from './query-keys';

/** DELETE /api/users/:id (admin; never the last active admin, never oneself: 409). */
export async function deleteUser(id: string): Promise<void> {
  await deleteJson(apiPath(API.users.one, { id }), okResponseSchema);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}
