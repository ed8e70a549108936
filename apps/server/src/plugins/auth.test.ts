import { AUTH_ERROR_CODES as AUTH } from '@keeling/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  nextIp,
  PASSWORD,
  registerUser,
  type TestApp,
} from '../../test/helper';
import { users } from '../db/schema';
import { bearerToken } from './auth';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.get('/api/test/admin-only', { onRequest: app.requireRole('admin') }, async () => ({
      ok: true,
    }));
  });
});
afterAll(() => t.close());

describe('auth plugin', () => {
  it('parses bearer headers', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });

  it('requireRole answers 401 without a token, 403 for a low role, 200 for the role', async () => {
    const get = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/test/admin-only',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expectError(await get(), 401, AUTH.unauthorized);
    const viewer = await registerUser(t.app, 'viewer@example.com');
    expectError(await get(viewer.accessToken), 403, AUTH.forbidden);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, viewer.user.id));
    await t.database.cache.invalidate('users');
    expect((await get(viewer.accessToken)).statusCode).toBe(200);
  });

  it('rejects a banned user: old tokens 401, login 403', async () => {
    const banned = await registerUser(t.app, 'banned@example.com');
    await t.database.db.update(users).set({ status: 'banned' }).where(eq(users.id, banned.user.id));
    await t.database.cache.invalidate('users');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${banned.accessToken}` },
    });
    expectError(me, 401, AUTH.sessionDisabled);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { email: 'banned@example.com', password: PASSWORD },
    });
    expectError(login, 403, AUTH.accountDisabled);
  });
});
