import type {
  User,
  UserCounts,
  UserCreateBody,
  UserListQuery,
  UserListResponse,
  UserUpdateBody,
} from '@keeling/contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Cache } from '../../lib/cache';
import {
  commonPassword,
  emailTaken,
  hashPassword,
  isCommonPassword,
  toUser,
} from '../auth/service';
import { userNotFound } from './errors';
import { createUserListRepository, type UserFilter } from './list-repository';
import { createUserAdminRepository } from './repository';

export interface UsersService {
  list(query: UserListQuery): Promise<UserListResponse>;
  counts(filter: UserFilter): Promise<UserCounts>;
  get(id: string): Promise<User>;
  create(body: UserCreateBody): Promise<User>;
  update(id: string, patch: UserUpdateBody): Promise<User>;
  /** `actorId`: the admin deleting, who may not delete themselves. */
  remove(id: string, actorId: string): Promise<void>;
}

export interface UsersServiceDeps {
  db: Db;
  cache: Cache;
}

/** User administration (admin only, checked by the routes' role guard). */
export function createUsersService({ db, cache }: UsersServiceDeps): UsersService {
  const lists = createUserListRepository(db);
  const repo = createUserAdminRepository(db);

  return {
    async list(query) {
      const [rows, counts] = await Promise.all([lists.list(query), lists.counts(query)]);
      return {
        items: rows.map(toUser),
        total: counts[query.status],
        page: query.page,
        size: query.size,
        counts,
      };
    },

    counts: (filter) => lists.counts(filter),

    async get(id) {
      const row = await repo.findById(id);
      if (!row) throw userNotFound();
      return toUser(row);
    },

    async create(body) {
      // the same rule as registration and a password change: an admin's new user is no exception
      if (isCommonPassword(body.password)) throw commonPassword();
      const displayName = body.displayName || `${body.firstName} ${body.lastName}`.trim();
      try {
        const row = await repo.insert({
          email: body.email,
          passwordHash: await hashPassword(body.password),
          firstName: body.firstName,
          lastName: body.lastName,
          displayName,
          role: body.role,
          status: body.status,
        });
        await cache.invalidate('users');
        return toUser(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async update(id, patch) {
      const row = await repo.update(id, patch);
      // The signed-in user cache (auth/service.ts) drops the row: a ban or new role applies to
      // the user's very next request, here and on other instances.
      await cache.invalidate('users');
      return toUser(row);
    },

    async remove(id, actorId) {
      await repo.remove(id, actorId);
      await cache.invalidate('users');
    },
  };
}
