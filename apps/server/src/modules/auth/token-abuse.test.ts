// Forged and replayed tokens. Every forgery below is a valid token for a real user except for
// its one fault, and a control signed the same way is accepted: each is refused for that fault.
import { randomUUID } from 'node:crypto';
import { AUTH_ERROR_CODES as AUTH } from '@keeling/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  nextIp,
  PASSWORD,
  registerUser,
  TEST_SECRET,
  type TestApp,
} from '../../../test/helper';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './tokens';

let t: TestApp;
let userId: string;
let adminId: string;
beforeAll(async () => {
  t = await buildTestApp();
  userId = (await registerUser(t.app, 'abuse@example.com')).user.id;
  adminId = (
    await t.services.auth.createUser({
      email: 'abuse-admin@example.com',
      password: PASSWORD,
      firstName: 'A',
      lastName: 'D',
      role: 'admin',
    })
  ).id;
});
afterAll(() => t.close());

const me = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });

const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

interface Forge {
  alg?: string;
  secret?: Uint8Array;
  iss?: string | null;
  aud?: string | null;
  exp?: number | null;
  sub?: string;
  tv?: number;
  jti?: string | null;
  header?: Record<string, unknown>;
}

/** A token like the server's; each field can be changed or left out (null). */
function forge(f: Forge = {}): Promise<string> {
  const jwt = new SignJWT({ tv: f.tv ?? 0 })
    .setProtectedHeader({ alg: f.alg ?? 'HS256', typ: 'JWT', ...f.header })
    .setSubject(f.sub ?? userId)
    .setIssuedAt();
  if (f.iss !== null) jwt.setIssuer(f.iss ?? TOKEN_ISSUER);
  if (f.aud !== null) jwt.setAudience(f.aud ?? TOKEN_AUDIENCE);
  if (f.jti !== null) jwt.setJti(f.jti ?? randomUUID());
  if (f.exp !== null) jwt.setExpirationTime(f.exp ?? now() + 600);
  return jwt.sign(f.secret ?? TEST_SECRET);
}

describe('token abuse', () => {
  it('accepts the control: a token signed like the server signs', async () => {
    expect((await me(`Bearer ${await forge()}`)).statusCode).toBe(200);
  });

  const forgeries: Record<string, () => Promise<string>> = {
    'alg none': async () =>
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: userId, tv: 0, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, jti: 'x', iat: now(), exp: now() + 60 })}.`,
    'alg HS512 with the right secret': () => forge({ alg: 'HS512' }),
    'alg HS384 with the right secret': () => forge({ alg: 'HS384' }),
    'a wrong secret': () =>
      forge({ secret: new TextEncoder().encode('another-secret-another-secret-another-secret') }),
    'an empty-ish secret': () => forge({ secret: new Uint8Array(32) }),
    expired: () => forge({ exp: now() - 60 }),
    'expired and a wrong secret': () =>
      forge({
        exp: now() - 60,
        secret: new TextEncoder().encode('another-secret-another-secret-another-secret'),
      }),
    'no exp': () => forge({ exp: null }),
    'a wrong issuer': () => forge({ iss: 'someone-else' }),
    'no issuer': () => forge({ iss: null }),
    'a wrong audience': () => forge({ aud: 'another-api' }),
    'no audience': () => forge({ aud: null }),
    'no jti': () => forge({ jti: null }),
    'a stale token version': () => forge({ tv: 1 }),
    'an unknown user': () => forge({ sub: randomUUID() }),
    'a sub that is not a uuid': () => forge({ sub: "' or 1=1 --" }),
    'a tampered payload (sub swapped to an admin, signature kept)': async () => {
      const [header, , signature] = (await forge()).split('.');
      const payload = b64({
        sub: adminId,
        tv: 0,
        iss: TOKEN_ISSUER,
        aud: TOKEN_AUDIENCE,
        jti: 'x',
        iat: now(),
        exp: now() + 600,
      });
      return `${header}.${payload}.${signature}`;
    },
    'a tampered payload (exp pushed out, signature kept)': async () => {
      const [header, payload = '', signature] = (await forge({ exp: now() - 5 })).split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      return `${header}.${b64({ ...claims, exp: now() + 86_400 })}.${signature}`;
    },
    "a jku and kid naming the forger's own key": () =>
      forge({
        header: { jku: 'https://evil.example/keys', kid: 'evil' },
        secret: new TextEncoder().encode('the-forgers-own-key-the-forgers-own-key'),
      }),
    'a truncated signature': async () => (await forge()).slice(0, -5),
    'two dots only': async () => '..',
    'random bytes': async () => b64(randomUUID()),
  };

  for (const [label, make] of Object.entries(forgeries)) {
    it(`refuses a token with ${label}`, async () => {
      // only a token of ours, valid but for its exp, is told it expired
      const code = label === 'expired' ? AUTH.tokenExpired : AUTH.invalidToken;
      expectError(await me(`Bearer ${await make()}`), 401, code, label);
    });
  }

  it('refuses other schemes and malformed headers with 401', async () => {
    const token = await forge();
    for (const header of [`Basic ${token}`, token, `Bearer`, `Bearer ${token} extra`, `Bearer\t`]) {
      expect((await me(header)).statusCode, header).toBe(401);
    }
  });

  it('gives two sign-ins in the same second two different tokens', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: nextIp(),
        payload: { email: 'abuse@example.com', password: PASSWORD },
      });
    const [a, b] = await Promise.all([login(), login()]);
    expect(a.json().data.token).not.toBe(b.json().data.token);
  });

  it('kills every copied token at once with sign-out-everywhere, and keeps the fresh one', async () => {
    const { accessToken } = await registerUser(t.app, 'leaked@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out-everywhere',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expectError(await me(`Bearer ${accessToken}`), 401, AUTH.signedOutEverywhere);
    expect((await me(`Bearer ${res.json().accessToken}`)).statusCode).toBe(200);
  });
});
