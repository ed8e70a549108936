import type { UsersQuery } from './get-users';

/** One key tree for user administration: a write refreshes every list and its counts. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (query: UsersQuery) => [...usersKeys.lists(), query] as const,
};
