import type { PasswordChangeBody, ProfilePatchBody, User } from '@keeling/contract';
import type { Db } from '../../db/client';
import { createRateLimiter, type RateLimiter } from '../../db/rate-limiter';
import type { UserRow } from '../../db/schema';
import type { Cache } from '../../lib/cache';
import {
  commonPassword,
  hashPassword,
  invalidToken,
  isCommonPassword,
  type TokenService,
  tooManyAttempts,
  toUser,
  verifyPassword,
} from '../auth/service';
import { wrongPassword } from './errors';
import { createProfileRepository, type ProfileColumns } from './repository';

/**
 * Password changes a user may try per window before 429, counted before the check (a success is
 * given back): a stolen token cannot be used to guess the current password.
 */
export const PASSWORD_MAX_ATTEMPTS = 5;
export const PASSWORD_WINDOW_MS = 15 * 60_000;

export interface ProfileService {
  get(user: UserRow): User;
  update(user: UserRow, patch: ProfilePatchBody): Promise<User>;
  /** Checks the current password, stores the new one, ends every session; the fresh token. */
  changePassword(user: UserRow, body: PasswordChangeBody): Promise<string>;
  /** Ends every session of the user; the fresh token for this one. */
  signOutEverywhere(user: UserRow): Promise<string>;
}

export interface ProfileServiceDeps {
  db: Db;
  cache: Cache;
  tokens: Pick<TokenService, 'sign'>;
  /** By default the shared `rate_limits` table of `db`. */
  limiter?: RateLimiter;
}

const orNull = (value: string | undefined) => (value === undefined ? undefined : value || null);

/** The PATCH body as columns: only the keys sent, an empty text stored as null. */
function toColumns(patch: ProfilePatchBody): ProfileColumns {
  const columns: ProfileColumns = {
    displayName: patch.displayName,
    firstName: patch.firstName,
    lastName: patch.lastName,
    photoUrl: orNull(patch.photoURL),
    phoneNumber: orNull(patch.phoneNumber),
    country: orNull(patch.country),
    address: orNull(patch.address),
    state: orNull(patch.state),
    city: orNull(patch.city),
    zipCode: orNull(patch.zipCode),
    about: orNull(patch.about),
    isPublic: patch.isPublic,
  };
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as ProfileColumns;
}

export function createProfileService({
  db,
  cache,
  tokens,
  limiter = createRateLimiter(db),
}: ProfileServiceDeps): ProfileService {
  const repo = createProfileRepository(db);

  async function renewed(row: UserRow | undefined): Promise<string> {
    if (!row) throw invalidToken();
    await cache.invalidate('users');
    return tokens.sign({ userId: row.id, tokenVersion: row.tokenVersion });
  }

  return {
    get: (user) => toUser(user),

    async update(user, patch) {
      const columns = toColumns(patch);
      if (Object.keys(columns).length === 0) return toUser(user);
      const row = await repo.updateProfile(user.id, columns);
      if (!row) throw invalidToken();
      await cache.invalidate('users');
      return toUser(row);
    },

    async changePassword(user, body) {
      const key = `password:user:${user.id}`;
      const verdict = await limiter.hit([{ key, max: PASSWORD_MAX_ATTEMPTS }], PASSWORD_WINDOW_MS);
      if (verdict.blocked) throw tooManyAttempts(verdict.retryAfterSeconds);
      if (isCommonPassword(body.newPassword)) throw commonPassword('newPassword');
      const current = await repo.findById(user.id);
      if (!current) throw invalidToken();
      if (!(await verifyPassword(current.passwordHash, body.currentPassword)))
        throw wrongPassword();
      await limiter.refund([key]);
      return renewed(await repo.renewTokens(user.id, await hashPassword(body.newPassword)));
    },

    async signOutEverywhere(user) {
      return renewed(await repo.renewTokens(user.id));
    },
  };
}
