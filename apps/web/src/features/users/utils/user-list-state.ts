import {
  ROLES,
  type Role,
  SORT_ORDERS,
  type SortOrder,
  USER_LIST_LIMITS,
  USER_SORTS,
  USER_STATUS_FILTERS,
  type UserSort,
  type UserStatusFilter,
} from '@keeling/contract';
import { oneOf, positiveInt, toSearchParams } from '../../../lib/url-state';
import type { UsersQuery } from '../api/query-keys';

/** The users list as kept in the URL: `?status=banned&role=editor&search=ada`. */
export interface UserListState {
  page: number;
  size: number;
  status: UserStatusFilter;
  role: Role | '';
  search: string;
  sort: UserSort;
  order: SortOrder;
}

export const USER_PAGE_SIZES = [5, 10, 25, 50] as const;

const DEFAULTS = {
  page: 1,
  size: USER_LIST_LIMITS.pageSizeDefault,
  status: 'all',
  sort: 'createdAt',
  order: 'desc',
} as const;

export function parseUserListState(params: URLSearchParams): UserListState {
  const size = positiveInt(params.get('size'), DEFAULTS.size);
  return {
    page: positiveInt(params.get('page'), DEFAULTS.page),
    size: (USER_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULTS.size,
    status: oneOf(USER_STATUS_FILTERS, params.get('status')) ?? DEFAULTS.status,
    role: oneOf(ROLES, params.get('role')) ?? '',
    search: (params.get('search') ?? '').slice(0, USER_LIST_LIMITS.searchMax),
    sort: oneOf(USER_SORTS, params.get('sort')) ?? DEFAULTS.sort,
    order: oneOf(SORT_ORDERS, params.get('order')) ?? DEFAULTS.order,
  };
}

export const serializeUserListState = (state: UserListState) => toSearchParams(state, DEFAULTS);

/** The list request for a URL state: an empty role or search is left out. */
export function userListQuery(state: UserListState): UsersQuery {
  return {
    page: state.page,
    size: state.size,
    status: state.status,
    role: state.role || undefined,
    search: state.search || undefined,
    sort: state.sort,
    order: state.order,
  };
}
