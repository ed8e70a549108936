import type {
  DemoAccountResponse,
  LoginBody,
  LoginResponse,
  RegisterBody,
  RegisterResponse,
  Role,
} from '@keeling/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { createRateLimiter, type RateLimiter } from '../../db/rate-limiter';
import type { TokenRevokeReason, UserRow } from '../../db/schema';
import type { Cache } from '../../lib/cache';
import { accountTag } from './account-tag';
import { isCommonPassword } from './common-passwords';
import { createDemoAccount } from './demo-account';
import {
  accountDisabled,
  commonPassword,
  emailTaken,
  invalidCredentials,
  invalidToken,
  sessionEnded,
  tokenExpired,
  tooManyAttempts,
} from './errors';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords';
import { toUser } from './serialize';
import { createTokenService, type TokenService } from './tokens';
import { createUsersRepository, type UsersRepository } from './users-repository';

// What the other modules and plugins use of auth: they import it from here, its one public entry.
export { isCommonPassword } from './common-passwords';
export {
  AUTH_MESSAGES,
  commonPassword,
  emailTaken,
  forbidden,
  invalidToken,
  tooManyAttempts,
  unauthorized,
} from './errors';
export { hashPassword, verifyPassword } from './passwords';
export { toUser } from './serialize';
export type { TokenService } from './tokens';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sign-in attempts a window (a success is given back): per account (its e-mail, known or not)
 * and per client address, the latter high enough for an office behind one address.
 */
export const LOGIN_MAX_PER_ACCOUNT = 10;
export const LOGIN_MAX_PER_IP = 100;
export const LOGIN_WINDOW_MS = 60_000;
/** Registrations a window per client address (answered 429 before the body is read). */
export const REGISTER_MAX_PER_IP = 10;
export const REGISTER_WINDOW_MS = 60_000;

/**
 * Banned and rejected accounts cannot sign in, and their tokens stop working at once. A pending
 * account (registered, not yet reviewed) signs in as SPEC §7 asks of a registration.
 */
const isDisabled = (status: UserRow['status']) => status === 'banned' || status === 'rejected';

/** Users kept in memory for token checks. */
export const USER_CACHE_SIZE = 10_000;

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  isVerified?: boolean;
  /** A registration: the account signs in as it is created. */
  signingIn?: boolean;
}

export interface AuthService {
  users: UsersRepository;
  tokens: TokenService;
  createUser(input: NewUser): Promise<UserRow>;
  register(body: RegisterBody): Promise<RegisterResponse>;
  login(body: LoginBody, ip: string): Promise<LoginResponse>;
  /** Counts a registration from `ip`: 429 past REGISTER_MAX_PER_IP in a window. */
  limitRegistration(ip: string): Promise<void>;
  /** The user a bearer token belongs to, or null when the token is no longer valid. */
  userForToken(token: string): Promise<UserRow | null>;
  /**
   * The user a bearer token belongs to; else a 401 saying why: expired, the account disabled,
   * the password changed, signed out everywhere, the role or status changed, or invalid.
   */
  sessionUser(token: string): Promise<UserRow>;
  /** The login page's hint: the demo account while it has its seeded, public password. */
  demoAccount(): Promise<DemoAccountResponse['account']>;
  /** Makes every token issued to the user so far invalid, recording why. */
  revokeTokens(userId: string, reason: TokenRevokeReason): Promise<void>;
}

export interface AuthServiceDeps {
  db: Db;
  cache: Cache;
  /** The sign-in and registration counters; by default the `rate_limits` table of `db`. */
  limiter?: RateLimiter;
  config: Pick<
    Config,
    'jwtSecret' | 'jwtTtlSeconds' | 'registrationRole' | 'seedAdminEmail' | 'seedAdminPassword'
  >;
}

export function createAuthService({
  db,
  cache,
  limiter = createRateLimiter(db),
  config,
}: AuthServiceDeps): AuthService {
  const users = createUsersRepository(db);
  const tokens = createTokenService(config.jwtSecret, config.jwtTtlSeconds);
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
        lastSignInAt: input.signingIn ? new Date() : null,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    await cache.invalidate('users');
    return row;
  }

  async function sessionUser(token: string): Promise<UserRow> {
    const checked = await tokens.check(token);
    if ('refused' in checked) throw checked.refused === 'expired' ? tokenExpired() : invalidToken();
    const { claims } = checked;
    if (!UUID.test(claims.userId)) throw invalidToken();
    const row = await userCache.get(claims.userId, () => users.findById(claims.userId));
    if (!row) throw invalidToken();
    if (isDisabled(row.status)) throw sessionEnded.disabled();
    if (row.tokenVersion !== claims.tokenVersion) {
      // a version from the future is not one this server issued
      if (claims.tokenVersion > row.tokenVersion || !row.tokenRevokedReason) throw invalidToken();
      throw sessionEnded[row.tokenRevokedReason]();
    }
    return row;
  }

  return {
    users,
    tokens,
    createUser,

    async register(body) {
      if (isCommonPassword(body.password)) throw commonPassword();
      const row = await createUser({ ...body, role: config.registrationRole, signingIn: true });
      return { accessToken: await issue(row), user: toUser(row) };
    },

    async login({ email, password }, ip) {
      // Counted before the password is hashed, atomically: concurrent guesses cannot overtake it.
      const account = `login:account:${accountTag(email)}`;
      const address = `login:ip:${ip}`;
      const verdict = await limiter.hit(
        [
          { key: account, max: LOGIN_MAX_PER_ACCOUNT },
          { key: address, max: LOGIN_MAX_PER_IP },
        ],
        LOGIN_WINDOW_MS,
      );
      if (verdict.blocked) throw tooManyAttempts(verdict.retryAfterSeconds);
      const row = await users.findByEmail(email);
      const ok = row ? await verifyPassword(row.passwordHash, password) : false;
      if (!row) await verifyDummyPassword(password);
      if (!row || !ok) throw invalidCredentials();
      if (isDisabled(row.status)) throw accountDisabled();
      await limiter.refund([account, address]);
      // not a write the signed-in user cache needs to see: nothing it serves reads the column
      await users.recordSignIn(row.id);
      const firstSignIn = row.lastSignInAt === null;
      return { data: { token: await issue(row), user: toUser(row), firstSignIn } };
    },

    async limitRegistration(ip) {
      const verdict = await limiter.hit(
        [{ key: `register:ip:${ip}`, max: REGISTER_MAX_PER_IP }],
        REGISTER_WINDOW_MS,
      );
      if (verdict.blocked) throw tooManyAttempts(verdict.retryAfterSeconds);
    },

    async userForToken(token) {
      return sessionUser(token).catch(() => null);
    },

    sessionUser,

    demoAccount: createDemoAccount({ users, cache, config, isDisabled }),

    async revokeTokens(userId, reason) {
      await users.bumpTokenVersion(userId, reason);
      await cache.invalidate('users');
    },
  };
}
