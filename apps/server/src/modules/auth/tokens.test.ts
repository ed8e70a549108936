import { AUTH_ERROR_CODES as AUTH } from '@keeling/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  expectError,
  registerUser,
  TEST_SECRET,
  type TestApp,
} from '../../../test/helper';
import { createTokenService } from './tokens';

let t: TestApp;
let token: string;
let userId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const registered = await registerUser(t.app, 'me@example.com');
  token = registered.accessToken;
  userId = registered.user.id;
});
afterAll(() => t.close());

const me = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: authorization ? { authorization } : {},
  });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

describe('GET /api/auth/me', () => {
  it('returns the user for a valid token', async () => {
    const res = await me(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: userId, email: 'me@example.com' });
    expect(res.body).not.toMatch(/argon2/);
  });

  it('answers 401 without a token', async () => {
    const res = await me();
    expectError(res, 401, AUTH.unauthorized);
  });

  const forged: Record<string, () => Promise<string> | string> = {
    garbage: () => 'not.a.token',
    'alg none': () =>
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: userId, tv: 0, exp: now() + 60 })}.`,
    HS512: () =>
      new SignJWT({ tv: 0 })
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject(userId)
        .setExpirationTime('1h')
        .sign(TEST_SECRET),
    'another secret': () =>
      new SignJWT({ tv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-another-secret-another-secret')),
    expired: () =>
      new SignJWT({ tv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(now() - 7200)
        .setExpirationTime(now() - 3600)
        .sign(TEST_SECRET),
    'no exp': () =>
      new SignJWT({ tv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .sign(TEST_SECRET),
    'sub not a uuid': () =>
      new SignJWT({ tv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1 or 1=1')
        .setExpirationTime('1h')
        .sign(TEST_SECRET),
  };

  for (const [label, make] of Object.entries(forged)) {
    it(`answers 401 for a token with ${label}`, async () => {
      const res = await me(`Bearer ${await make()}`);
      expectError(res, 401, AUTH.invalidToken);
    });
  }

  it('stops accepting older tokens once token_version is bumped', async () => {
    const other = await registerUser(t.app, 'bump@example.com');
    expect((await me(`Bearer ${other.accessToken}`)).statusCode).toBe(200);
    await t.services.auth.revokeTokens(other.user.id, 'signed_out_everywhere');
    expectError(await me(`Bearer ${other.accessToken}`), 401, AUTH.signedOutEverywhere);
  });
});

describe('token service: verified tokens cache', () => {
  it('refuses a remembered token once it expires, and never remembers a bad one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const tokens = createTokenService(TEST_SECRET, 60);
      const good = await tokens.sign({ userId: 'u1', tokenVersion: 3 });
      expect(await tokens.verify(good)).toEqual({ userId: 'u1', tokenVersion: 3 });
      expect(await tokens.verify(good)).toEqual({ userId: 'u1', tokenVersion: 3 });
      const [header, , signature] = good.split('.');
      const forged = `${header}.${b64({ sub: 'admin', tv: 3, exp: now() + 60 })}.${signature}`;
      expect(await tokens.verify(forged)).toBeNull();
      vi.setSystemTime(Date.now() + 61_000);
      expect(await tokens.verify(good)).toBeNull();
      expect(await tokens.verify(good)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
