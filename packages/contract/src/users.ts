import { z } from 'zod/mini';
import { roleSchema, userSchema, userStatusSchema } from './auth';
import {
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  ROLES,
  USER_STATUSES,
} from './auth-constants';
import { SORT_ORDERS } from './travel-constants';
import { unknownKeys } from './unknown-keys';

// User administration, admin only (everyone else: 403). Banning, rejecting or demoting a user
// ends their sessions on their very next request. The last active admin can be neither demoted,
// banned nor deleted (409 `users.last_admin`), and an admin cannot delete their own account
// (409 `users.self_delete`).

export const USER_STATUS_FILTERS = ['all', ...USER_STATUSES] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

export const USER_SORTS = ['createdAt', 'name', 'email', 'role', 'status'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const USER_LIST_LIMITS = { pageSizeMax: 100, pageSizeDefault: 10, searchMax: 200 } as const;

const int = z.int();

export const userListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  size: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(USER_LIST_LIMITS.pageSizeMax)),
    USER_LIST_LIMITS.pageSizeDefault,
  ),
  status: z._default(z.enum(USER_STATUS_FILTERS), 'all'),
  role: z.optional(roleSchema),
  /** Part of the first, last or display name or of the e-mail, any case. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(USER_LIST_LIMITS.searchMax))),
  sort: z._default(z.enum(USER_SORTS), 'createdAt'),
  order: z._default(z.enum(SORT_ORDERS), 'desc'),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export type UserListQueryInput = z.input<typeof userListQuerySchema>;

/** Users per status tab, for the current role filter and search (not the status filter). */
export const userCountsSchema = z.object({
  all: int,
  active: int,
  pending: int,
  banned: int,
  rejected: int,
});
export type UserCounts = z.infer<typeof userCountsSchema>;

export const userListResponseSchema = z.object({
  items: z.array(userSchema),
  total: int,
  page: int,
  size: int,
  counts: userCountsSchema,
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

export const userCountsResponseSchema = z.object({ counts: userCountsSchema });

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid('Must be a valid id') });

const name = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`),
    );

/** POST /api/users: a new account with its initial password. */
export const userCreateBodySchema = z.strictObject(
  {
    email: z.pipe(
      z.string().check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(EMAIL_MAX)),
      z.email('Email must be a valid email address'),
    ),
    password: z
      .string()
      .check(
        z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
        z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
      ),
    firstName: name('First name'),
    lastName: name('Last name'),
    /** Empty or absent: first and last name. */
    displayName: z.optional(z.string().check(z.trim(), z.maxLength(NAME_MAX))),
    role: z._default(z.enum(ROLES), 'viewer'),
    status: z._default(userStatusSchema, 'active'),
  },
  { error: unknownKeys },
);
export type UserCreateBody = z.infer<typeof userCreateBodySchema>;
export type UserCreateInput = z.input<typeof userCreateBodySchema>;

/** PATCH /api/users/:id: any subset of these, nothing else. */
export const userUpdateBodySchema = z.partial(
  z.strictObject(
    {
      firstName: name('First name'),
      lastName: name('Last name'),
      displayName: name('Display name'),
      role: roleSchema,
      status: userStatusSchema,
      isVerified: z.boolean(),
    },
    { error: unknownKeys },
  ),
);
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;
