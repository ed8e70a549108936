import type {
  LoginBody,
  LoginResponse,
  RegisterBody,
  RegisterResponse,
  Role,
} from '@keeling/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import type { Cache } from '../../lib/cache';
import { emailTaken, forbidden, invalidCredentials, tooManyAttempts } from './errors';
import { createFailureLimiter, type FailureLimiter } from './failure-limiter';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords';
import { toUser } from './serialize';
import { createTokenService, type TokenService } from './tokens';
import { createUsersRepository, type UsersRepository } from './users-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 60_000;

/** Users kept in memory for token checks. */
export const USER_CACHE_SIZE = 10_000;

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
  /** Makes every token issued to the user so far invalid (password change, ban, role change). */
  revokeTokens(userId: string): Promise<void>;
}

export interface AuthServiceDeps {
  db: Db;
  cache: Cache;
  config: Pick<Config, 'jwtSecret' | 'jwtTtlSeconds' | 'registrationRole'>;
}

export function createAuthService({ db, cache, config }: AuthServiceDeps): AuthService {
  const users = createUsersRepository(db);
  const tokens = createTokenService(config.jwtSecret, config.jwtTtlSeconds);
  const limiter: FailureLimiter = createFailureLimiter(LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS);
  /**
   * Every authenticated request needs the user's token version and status: rows are kept
   * until 'users' is invalidated (any service writing users does, a password change, a ban, a
   * role…), here at once and on other instances within milliseconds (lib/cache.ts), so a
   * revoked token stops working everywhere without a query per request.
   */
  const userCache = cache.map<string, UserRow | undefined>(['users'], USER_CACHE_SIZE);
  const issue = (row: UserRow) => tokens.sign({ userId: row.id, tokenVersion: row.tokenVersion });

  async function createUser(input: NewUser): Promise<UserRow> {
    const email = input.email.trim();
    if (await users.findByEmail(email)) throw emailTaken();
    const passwordHash = await hashPassword(input.password);
    let row: UserRow;
    try {
      row = await users.insert({
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        displayName: `${input.firstName} ${input.lastName}`.trim(),
        role: input.role,
        isVerified: input.isVerified ?? false,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    await cache.invalidate('users');
    return row;
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
      if (keys.some((key) => limiter.isBlocked(key))) throw tooManyAttempts();
      const row = await users.findByEmail(email);
      const ok = row ? await verifyPassword(row.passwordHash, password) : false;
      if (!row) await verifyDummyPassword(password);
      if (!row || !ok) {
        for (const key of keys) limiter.recordFailure(key);
        throw invalidCredentials();
      }
      if (row.status === 'banned') throw forbidden();
      return { data: { token: await issue(row), user: toUser(row) } };
    },

    async userForToken(token) {
      const claims = await tokens.verify(token);
      if (!claims || !UUID.test(claims.userId)) return null;
      const row = await userCache.get(claims.userId, () => users.findById(claims.userId));
      if (!row || row.tokenVersion !== claims.tokenVersion || row.status === 'banned') return null;
      return row;
    },

    async revokeTokens(userId) {
      await users.bumpTokenVersion(userId);
      await cache.invalidate('users');
    },
  };
}
