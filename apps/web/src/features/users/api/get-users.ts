import { API, type UserListResponse, userListResponseSchema } from '@keeling/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { type UsersQuery, usersKeys } from './query-keys';

/** GET /api/users (admin): one server page and the count of each status tab. */
export function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<UserListResponse> {
  return getJson(API.users.list, userListResponseSchema, { query, signal });
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

/** The list; `enabled` false sends nothing (a non-admin would get 403). */
export function useUsers(query: UsersQuery, enabled = true) {
  return useQuery({ ...usersQueryOptions(query), enabled });
}
