import type { UserListQuery } from '@keeling/contract';

/** The list request: what the URL holds (the API defaults the rest). */
export type UsersQuery = Partial<UserListQuery>;

/** One key tree for user administration: a write refreshes every list and its counts. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (query: UsersQuery) => [...usersKeys.lists(), query] as const,
};
