import { API, type User, type UserCreateBody, userResponseSchema } from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { usersKeys } from './query-keys';

/** POST /api/users (admin): a new account with its initial password. */
export async function createUser(body: UserCreateBody): Promise<User> {
  const { user } = await postJson(API.users.list, body, userResponseSchema);
  return user;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}
