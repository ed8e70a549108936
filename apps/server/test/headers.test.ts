// Security headers on every kind of answer, and no cross-origin access: the API is same-origin
// only (no CORS plugin), so no origin, however it asks, is granted access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, nextIp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ANSWERS = [
  { label: 'a JSON answer', method: 'GET', url: '/api/health' },
  { label: 'an error', method: 'GET', url: '/api/auth/me' },
  { label: 'a 404', method: 'GET', url: '/api/nope' },
  { label: 'the OpenAPI document', method: 'GET', url: '/api/docs/json' },
] as const;

describe('security headers', () => {
  for (const { label, method, url } of ANSWERS) {
    it(`are on ${label}`, async () => {
      const res = await t.app.inject({ method, url });
      const csp = String(res.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "base-uri 'none'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "script-src-attr 'none'",
        "form-action 'self'",
      ]) {
        expect(csp, `${url}: ${directive}`).toContain(directive);
      }
      expect(csp).not.toMatch(/https?:|\*|'unsafe-eval'/);
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'strict-transport-security': expect.stringContaining('max-age='),
      });
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers.server).toBeUndefined();
    });
  }
});

describe('CORS', () => {
  const ORIGINS = ['https://evil.example', 'null', 'http://localhost:3000'];

  it('grants no origin access to an API answer', async () => {
    for (const origin of ORIGINS) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(res.headers['access-control-allow-credentials'], origin).toBeUndefined();
    }
  });

  it('answers no preflight (a cross-origin JSON POST cannot be sent by a browser)', async () => {
    for (const origin of ORIGINS) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
      expect(res.statusCode, origin).toBeGreaterThanOrEqual(400);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(res.headers['access-control-allow-methods'], origin).toBeUndefined();
    }
  });

  it('refuses a form-encoded sign-in (what a cross-site form could send without preflight)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      payload: 'email=a%40b.c&password=whatever1',
    });
    expect(res.statusCode).toBe(415);
  });
});
