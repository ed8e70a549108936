import { AUTH_ERROR_CODES as AUTH, COMMON_ERROR_CODES as COMMON } from '@keeling/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  nextIp,
  PASSWORD,
  registerUser,
  type TestApp,
} from '../../../test/helper';
import { buildApp } from '../../app';
import { createRateLimiter } from '../../db/rate-limiter';
import { LOGIN_MAX_PER_ACCOUNT, LOGIN_MAX_PER_IP, REGISTER_MAX_PER_IP } from './service';

// One app for the file: each test uses its own addresses and accounts, so counters do not mix.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (app: FastifyInstance, email: string, password: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password },
  });

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((all, { statusCode }) => {
    all[statusCode] = (all[statusCode] ?? 0) + 1;
    return all;
  }, {});

describe('rate limiter (rate_limits table)', () => {
  it('counts atomically under concurrency', async () => {
    const limiter = createRateLimiter(t.database.db);
    const limit = [{ key: 'unit:concurrent', max: 3 }];
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => limiter.hit(limit, 60_000)),
    );
    expect(verdicts.filter((v) => !v.blocked)).toHaveLength(3);
    expect(verdicts.find((v) => v.blocked)?.retryAfterSeconds).toBeGreaterThan(58);
  });

  it('starts again when the window ends, not a millisecond before (an injected clock)', async () => {
    // Far ahead of the real clock: another limiter's sweep (`reset_at < now()`) leaves it alone.
    let at = Date.parse('2100-01-01T00:00:00Z');
    const limiter = createRateLimiter(t.database.db, () => new Date(at));
    const short = [{ key: 'unit:window', max: 1 }];
    expect((await limiter.hit(short, 60_000)).blocked).toBe(false);
    at += 1_000;
    expect(await limiter.hit(short, 60_000)).toEqual({ blocked: true, retryAfterSeconds: 59 });
    at += 58_999;
    expect((await limiter.hit(short, 60_000)).blocked).toBe(true);
    at += 1;
    expect((await limiter.hit(short, 60_000)).blocked).toBe(false);
    expect((await limiter.hit(short, 60_000)).blocked).toBe(true);
  });

  it('gives an attempt back on refund, and the earlier keys back when a later one blocks', async () => {
    const limiter = createRateLimiter(t.database.db);
    await limiter.hit([{ key: 'unit:a', max: 1 }], 60_000);
    await limiter.refund(['unit:a']);
    expect((await limiter.hit([{ key: 'unit:a', max: 1 }], 60_000)).blocked).toBe(false);
    await limiter.hit([{ key: 'unit:c', max: 0 }], 60_000);
    const both = [
      { key: 'unit:b', max: 1 },
      { key: 'unit:c', max: 0 },
    ];
    for (let i = 0; i < 3; i++) expect((await limiter.hit(both, 60_000)).blocked).toBe(true);
    expect(await limiter.count(['unit:b'], 60_000)).toMatchObject([{ count: 1 }]);
  });
});

describe('sign-in rate limits', () => {
  it(`evaluates at most ${LOGIN_MAX_PER_ACCOUNT} of 100 concurrent guesses on one account`, async () => {
    await registerUser(t.app, 'storm@example.com');
    const ip = nextIp();
    const guesses = Array.from({ length: 100 }, (_, i) =>
      login(t.app, 'storm@example.com', i === 50 ? PASSWORD : `wrong-${i}`, ip),
    );
    const answers = await Promise.all(guesses);
    const counts = statuses(answers);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBe(LOGIN_MAX_PER_ACCOUNT);
    expect(counts[429]).toBe(100 - LOGIN_MAX_PER_ACCOUNT);
    const refused = answers.filter((a) => a.statusCode === 429);
    for (const res of refused) {
      expectError(res, 429, AUTH.tooManyAttempts);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it("does not let ten failures on an unknown e-mail block another account's login", async () => {
    await registerUser(t.app, 'colleague@example.com');
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      expectError(
        await login(t.app, 'typo@example.com', 'wrong-password', ip),
        401,
        AUTH.invalidCredentials,
      );
    }
    expectError(
      await login(t.app, 'typo@example.com', 'wrong-password', ip),
      429,
      AUTH.tooManyAttempts,
    );
    expect((await login(t.app, 'colleague@example.com', PASSWORD, ip)).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After after 10 failures on one account from many addresses', async () => {
    await registerUser(t.app, 'acct@example.com');
    for (let i = 0; i < 10; i++) {
      const res = await login(t.app, 'ACCT@example.com', 'wrong-password', nextIp());
      expectError(res, 401, AUTH.invalidCredentials);
    }
    const blocked = await login(t.app, 'acct@example.com', PASSWORD, nextIp());
    expectError(blocked, 429, AUTH.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expectError(
      await login(t.app, 'other@example.com', 'whatever1', nextIp()),
      401,
      AUTH.invalidCredentials,
    );
  });

  it(`blocks one address after ${LOGIN_MAX_PER_IP} attempts over many accounts`, async () => {
    await registerUser(t.app, 'office@example.com');
    const ip = nextIp();
    const attempts = Array.from({ length: LOGIN_MAX_PER_IP }, (_, i) =>
      login(t.app, `guess-${i}@example.com`, 'wrong-password', ip),
    );
    expect(statuses(await Promise.all(attempts))).toEqual({ 401: LOGIN_MAX_PER_IP });
    expectError(await login(t.app, 'office@example.com', PASSWORD, ip), 429, AUTH.tooManyAttempts);
    expect((await login(t.app, 'office@example.com', PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('gives successful logins back', async () => {
    await registerUser(t.app, 'ok@example.com');
    const ip = nextIp();
    for (let i = 0; i < 12; i++) {
      expect((await login(t.app, 'ok@example.com', PASSWORD, ip)).statusCode).toBe(200);
    }
  });

  it('limits registrations per address, before reading the body', async () => {
    const ip = nextIp();
    const register = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: ip, payload: {} });
    for (let i = 0; i < REGISTER_MAX_PER_IP; i++)
      expectError(await register(), 400, COMMON.invalidRequest);
    const res = await register();
    expectError(res, 429, AUTH.tooManyAttempts);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('shares the counters between two instances on one database', async () => {
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      await registerUser(t.app, 'shared@example.com');
      for (let i = 0; i < 10; i++) {
        const app = i % 2 ? other : t.app;
        expectError(
          await login(app, 'shared@example.com', 'wrong-password', nextIp()),
          401,
          AUTH.invalidCredentials,
        );
      }
      expectError(
        await login(other, 'shared@example.com', PASSWORD, nextIp()),
        429,
        AUTH.tooManyAttempts,
      );
      expectError(
        await login(t.app, 'shared@example.com', PASSWORD, nextIp()),
        429,
        AUTH.tooManyAttempts,
      );
    } finally {
      await other.close();
    }
  });
});
