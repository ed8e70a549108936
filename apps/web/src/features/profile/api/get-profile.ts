import { API, type User } from '@keeling/contract';
import { profileResponseSchema } from '@keeling/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { profileKeys } from './query-keys';

/** GET /api/account/profile: the signed-in user's whole record. */
export async function getProfile(signal?: AbortSignal): Promise<User> {
  const { user } = await getJson(API.account.profile, profileResponseSchema, { signal });
  return user;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.profile, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
