import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../src/plugins/errors';
import { buildTestApp, nextIp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail: password=hunter2 at /srv/app.js:12');
    });
    app.get('/api/test/db-down', async () => {
      throw new Error('Failed query: select 1', {
        cause: Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        }),
      });
    });
  });
});
afterAll(() => t.close());

const login = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: nextIp(),
    headers: { 'content-type': contentType },
    payload,
  });

describe('error handling', () => {
  it('answers 400 (not 500) for malformed JSON', async () => {
    const res = await login('{"email": "a@b.c",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ERROR_MESSAGES.malformedJson });
  });

  it('answers 400 with issues for a missing body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid request/);
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const res = await login(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: ERROR_MESSAGES.tooLarge });
  });

  it('answers 415 for an unsupported content type', async () => {
    const res = await login('email=a', 'text/csv');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toHaveProperty('message');
  });

  it('hides the message and stack of unexpected errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: ERROR_MESSAGES.internal });
    expect(res.body).not.toMatch(/hunter2|secret|app\.js/);
  });

  it('maps database-unavailable errors to 503', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/db-down' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: ERROR_MESSAGES.unavailable });
  });

  it('answers JSON 404 for an unknown /api path (no web build: any path)', async () => {
    for (const url of ['/api/nope', '/api', '/dashboard']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });
});

describe('platform', () => {
  it('answers /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers with a self-only CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:|\*/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves an OpenAPI document listing the auth paths at /api/docs and /api/docs/json', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/auth/login',
          '/api/auth/register',
          '/api/auth/me',
          '/api/health',
        ]),
      );
      expect(doc.paths['/api/auth/login'].post.requestBody).toBeDefined();
      expect(doc.paths['/api/test/boom']).toBeDefined();
    }
  });

  it('compresses large responses', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).openapi).toMatch(/^3\./);
  });
});
