import {
  AUTH_MESSAGES,
  type LoginBody,
  type LoginResponse,
  type RegisterBody,
  type RegisterResponse,
  type Role,
} from '@keeling/contract';
import type { Config } from '../../config';
import { type Db, databaseInfo } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import { VersionedCache } from '../../db/versioned-cache';
import { conflict, forbidden, tooManyRequests, unauthorized } from '../../lib/http-errors';
import { createFailureLimiter, type FailureLimiter } from './failure-limiter';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords';
import { toUser } from './serialize';
import { createTokenService, type TokenService } from './tokens';
import { createUsersRepository, type UsersRepository } from './users-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 60_000;

/** Users kept in memory for token checks (see `userCacheFor`). */
export const USER_CACHE_SIZE = 10_000;

/**
 * Every authenticated request needs the user's token version and status. A row stays cached
 * until a write to `users` is seen (password change, ban, role, profile…): at once for this
 * process's writes, and on PostgreSQL within milliseconds of another instance's commit (its
 * notification; with the channel down nothing is cached). So a revoked token stops working
 * everywhere without a query per request.
 */
function userCacheFor(db: Db): VersionedCache<string, UserRow | undefined> | null {
  const info = databaseInfo(db);
  if (!info) return null;
  return new VersionedCache(info.writes, { tables: ['users'], maxEntries: USER_CACHE_SIZE });
}

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  isVerified?: boolean;
}

export interface AuthService {
  users: UsersRepository;
  tokens: TokenService;
  createUser(input: NewUser): Promise<UserRow>;
  register(body: RegisterBody): Promise<RegisterResponse>;
  login(body: LoginBody, ip: string): Promise<LoginResponse>;
  /** The user a bearer token belongs to, or null when the token is no longer valid. */
  userForToken(token: string): Promise<UserRow | null>;
}

export function createAuthService(
  db: Db,
  config: Pick<Config, 'jwtSecret' | 'jwtTtlSeconds' | 'registrationRole'>,
): AuthService {
  const users = createUsersRepository(db);
  const tokens = createTokenService(config.jwtSecret, config.jwtTtlSeconds);
  const limiter: FailureLimiter = createFailureLimiter(LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS);
  const userCache = userCacheFor(db);
  const findUser = (id: string) =>
    userCache ? userCache.get(id, () => users.findById(id)) : users.findById(id);
  const issue = (row: UserRow) => tokens.sign({ userId: row.id, tokenVersion: row.tokenVersion });

  async function createUser(input: NewUser): Promise<UserRow> {
    const email = input.email.trim();
    if (await users.findByEmail(email)) throw conflict(AUTH_MESSAGES.emailTaken);
    const passwordHash = await hashPassword(input.password);
    try {
      return await users.insert({
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        displayName: `${input.firstName} ${input.lastName}`.trim(),
        role: input.role,
        isVerified: input.isVerified ?? false,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
      throw error;
    }
  }

  return {
    users,
    tokens,
    createUser,

    async register(body) {
      const row = await createUser({ ...body, role: config.registrationRole });
      return { accessToken: await issue(row), user: toUser(row) };
    },

    async login({ email, password }, ip) {
      const keys = [`ip:${ip}`, `email:${email.trim().toLowerCase()}`];
      if (keys.some((key) => limiter.isBlocked(key))) {
        throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts);
      }
      const row = await users.findByEmail(email);
      const ok = row ? await verifyPassword(row.passwordHash, password) : false;
      if (!row) await verifyDummyPassword(password);
      if (!row || !ok) {
        for (const key of keys) limiter.recordFailure(key);
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      if (row.status === 'banned') throw forbidden(AUTH_MESSAGES.forbidden);
      return { data: { token: await issue(row), user: toUser(row) } };
    },

    async userForToken(token) {
      const claims = await tokens.verify(token);
      if (!claims || !UUID.test(claims.userId)) return null;
      const row = await findUser(claims.userId);
      if (!row || row.tokenVersion !== claims.tokenVersion || row.status === 'banned') return null;
      return row;
    },
  };
}
