import {
  API,
  apiPath,
  type User,
  type UserUpdateBody,
  userResponseSchema,
} from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchJson } from '../../../lib/http';
import { usersKeys } from './query-keys';

export interface UpdateUserInput {
  id: string;
  body: UserUpdateBody;
}

/** PATCH /api/users/:id (admin): names, role, status; a new role or status ends their sessions. */
export async function updateUser({ id, body }: UpdateUserInput): Promise<User> {
  const { user } = await patchJson(apiPath(API.users.one, { id }), body, userResponseSchema);
  return user;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}
