import { AUTH_ERROR_CODES as AUTH, COMMON_ERROR_CODES as COMMON } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  PASSWORD,
  registerUser,
  type TestApp,
} from '../../../test/helper';
import { createFailureLimiter } from './failure-limiter';

// One app for the file: each test uses its own addresses and accounts, so counters do not mix.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (app: TestApp['app'], email: string, password: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password },
  });

describe('failure limiter', () => {
  it('blocks after max failures within the window, then forgets', () => {
    let time = 0;
    const limiter = createFailureLimiter(3, 1000, () => time);
    for (let i = 0; i < 3; i++) {
      expect(limiter.isBlocked('k')).toBe(false);
      limiter.recordFailure('k');
    }
    expect(limiter.isBlocked('k')).toBe(true);
    expect(limiter.isBlocked('other')).toBe(false);
    time = 1000;
    expect(limiter.isBlocked('k')).toBe(false);
  });
});

describe('sign-in rate limits', () => {
  it('answers 429 after 10 failed logins from one IP, even with the right password', async () => {
    await registerUser(t.app, 'ip@example.com');
    for (let i = 0; i < 10; i++) {
      const res = await login(t.app, `nobody${i}@example.com`, 'wrong-password', '10.1.1.1');
      expectError(res, 401, AUTH.invalidCredentials);
    }
    const blocked = await login(t.app, 'ip@example.com', PASSWORD, '10.1.1.1');
    expectError(blocked, 429, AUTH.tooManyAttempts);
    expect((await login(t.app, 'ip@example.com', PASSWORD, '10.1.1.2')).statusCode).toBe(200);
  });

  it('answers 429 after 10 failed logins on one account from many IPs', async () => {
    await registerUser(t.app, 'acct@example.com');
    for (let i = 0; i < 10; i++) {
      const res = await login(t.app, 'ACCT@example.com', 'wrong-password', `10.2.0.${i + 1}`);
      expectError(res, 401, AUTH.invalidCredentials);
    }
    const blocked = await login(t.app, 'acct@example.com', PASSWORD, '10.2.1.1');
    expectError(blocked, 429, AUTH.tooManyAttempts);
    const other = await login(t.app, 'other@example.com', 'whatever1', '10.2.1.1');
    expectError(other, 401, AUTH.invalidCredentials);
  });

  it('does not count successful logins', async () => {
    await registerUser(t.app, 'ok@example.com');
    for (let i = 0; i < 12; i++) {
      expect((await login(t.app, 'ok@example.com', PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    }
  });

  it('limits registrations per IP', async () => {
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.4.0.1',
        payload: {},
      });
    for (let i = 0; i < 10; i++) expectError(await register(), 400, COMMON.invalidRequest);
    const res = await register();
    expectError(res, 429, AUTH.tooManyAttempts);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
