import { API, type User } from '@keeling/contract';
import { type ProfilePatchBody, profileResponseSchema } from '@keeling/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthContext } from '../../../auth/auth-context';
import { patchJson } from '../../../lib/http';
import { profileKeys } from './query-keys';

/** PATCH /api/account/profile: the changed fields; answers the whole saved record. */
export async function updateProfile(body: ProfilePatchBody): Promise<User> {
  const { user } = await patchJson(API.account.profile, body, profileResponseSchema);
  return user;
}

/** Saves the profile; the header's name and avatar follow (the auth context's user). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuthContext();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(profileKeys.profile, user);
      updateUser(user);
    },
  });
}
