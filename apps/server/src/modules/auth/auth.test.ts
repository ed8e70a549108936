import {
  AUTH_ERROR_CODES as AUTH,
  COMMON_ERROR_CODES as COMMON,
  loginResponseSchema,
  registerResponseSchema,
} from '@keeling/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  nextIp,
  PASSWORD,
  registerUser,
  type TestApp,
  testConfig,
} from '../../../test/helper';
import { buildApp } from '../../app';
import { type UserRow, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: nextIp() });

describe('POST /api/auth/register', () => {
  it('creates a viewer and returns {accessToken, user} without the password hash', async () => {
    const res = await post('/api/auth/register', {
      email: 'Ada@Example.com',
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(res.statusCode).toBe(200);
    const body = registerResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({ email: 'Ada@Example.com', role: 'viewer', status: 'active' });
    expect(body.user.displayName).toBe('Ada Lovelace');
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  it('stores an argon2id hash', async () => {
    const row = await t.services.auth.users.findByEmail('ada@example.com');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('rejects a duplicate email, whatever its case, with 409', async () => {
    const res = await post('/api/auth/register', {
      email: 'ADA@example.COM',
      password: PASSWORD,
      firstName: 'A',
      lastName: 'L',
    });
    expectError(res, 409, AUTH.emailTaken);
  });

  it.each([
    ['missing fields', { email: 'x@example.com' }, ['password', 'firstName', 'lastName']],
    [
      'a bad email',
      { email: 'nope', password: PASSWORD, firstName: 'a', lastName: 'b' },
      ['email'],
    ],
    [
      'a short password',
      { email: 'b@example.com', password: 'short', firstName: 'a', lastName: 'b' },
      ['password'],
    ],
    [
      'a too long password',
      { email: 'b@example.com', password: 'x'.repeat(257), firstName: 'a', lastName: 'b' },
      ['password'],
    ],
  ])('answers 400 with issues for %s', async (_label, payload, fields) => {
    const res = await post('/api/auth/register', payload);
    expectError(res, 400, COMMON.invalidRequest);
    const body = res.json();
    expect(body.message).toMatch(/^Invalid request: /);
    expect(body.issues.map((i: { path: string[] }) => i.path[0])).toEqual(fields);
  });

  it('gives the message the brief expects for a bad email', async () => {
    const res = await post('/api/auth/login', { email: 'bad', password: 'x' });
    expect(res.json().message).toBe('Invalid request: email: Email must be a valid email address');
  });

  it('uses REGISTRATION_ROLE', async () => {
    const config = testConfig({ registrationRole: 'editor' });
    const other = await buildApp({ config, database: t.database });
    try {
      const { user } = await registerUser(other, 'ed@example.com');
      expect(user.role).toBe('editor');
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/auth/login', () => {
  beforeAll(() => registerUser(t.app, 'login@example.com'));

  it('returns {data: {token, user}} for the right password, any email case', async () => {
    const res = await post('/api/auth/login', { email: 'LOGIN@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = loginResponseSchema.parse(res.json());
    expect(body.data.user.email).toBe('login@example.com');
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const unknown = await post('/api/auth/login', {
      email: 'ghost@example.com',
      password: PASSWORD,
    });
    const wrong = await post('/api/auth/login', {
      email: 'login@example.com',
      password: 'wrong-pass',
    });
    expectError(unknown, 401, AUTH.invalidCredentials);
    expect(wrong.body).toBe(unknown.body);
  });

  it.each(['banned', 'rejected'] as const)(
    'refuses a %s account: 403 with the right password, its tokens stop at once',
    async (status) => {
      const email = `${status}@example.com`;
      const { accessToken, user } = await registerUser(t.app, email);
      await setStatus(user.id, status);
      expectError(
        await post('/api/auth/login', { email, password: PASSWORD }),
        403,
        AUTH.accountDisabled,
      );
      expectError(await me(accessToken), 401, AUTH.sessionDisabled);
      // A wrong password learns nothing about the account's state.
      const wrong = await post('/api/auth/login', { email, password: 'wrong-pass' });
      expectError(wrong, 401, AUTH.invalidCredentials);
    },
  );

  it('signs in a pending account (registered, not yet reviewed)', async () => {
    const { user } = await registerUser(t.app, 'pending@example.com');
    await setStatus(user.id, 'pending');
    const res = await post('/api/auth/login', { email: 'pending@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(200);
  });
  it('says whether the account signs in for the first time (a registration is a sign-in)', async () => {
    const login = async (email: string) =>
      (await post('/api/auth/login', { email, password: PASSWORD })).json().data.firstSignIn;
    expect(await login('login@example.com')).toBe(false);
    await t.services.auth.createUser({
      email: 'made-by-admin@example.com',
      password: PASSWORD,
      firstName: 'Made',
      lastName: 'ByAdmin',
      role: 'viewer',
    });
    expect(await login('made-by-admin@example.com')).toBe(true);
    expect(await login('made-by-admin@example.com')).toBe(false);
  });
});

/** A status change as the users service makes it: the update, then the invalidation. */
async function setStatus(id: string, status: UserRow['status']) {
  await t.database.db.update(users).set({ status }).where(eq(users.id, id));
  await t.database.cache.invalidate('users');
}

const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });
