import { connect } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { COMMON_ERROR_CODES as COMMON } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleClientError } from '../src/plugins/errors';
import { buildTestApp, expectError, nextIp, type TestApp } from './helper';

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

describe('error handling: every error is { message, code, issues? }', () => {
  it('answers 400 (not 500) for malformed JSON', async () => {
    expectError(await login('{"email": "a@b.c",'), 400, COMMON.malformedJson);
    expectError(await login(''), 400, COMMON.malformedJson);
  });

  it('answers 400 with the failing fields for an invalid body', async () => {
    const res = await login(JSON.stringify({ email: 'a@b.co' }));
    expectError(res, 400, COMMON.invalidRequest);
    expect(res.json().message).toMatch(/^Invalid request/);
    expect(res.json().issues).toEqual([
      { path: ['password'], message: expect.any(String), code: 'invalid_type' },
    ]);
  });

  it("gives each field issue zod's code and the limits it names, for clients to translate", async () => {
    const res = await login(JSON.stringify({ email: 'not-an-email', password: 'x'.repeat(5000) }));
    expectError(res, 400, COMMON.invalidRequest);
    expect(res.json().issues).toEqual([
      expect.objectContaining({ path: ['email'], code: 'invalid_format', format: 'email' }),
      expect.objectContaining({
        path: ['password'],
        code: 'too_big',
        origin: 'string',
        maximum: expect.any(Number),
      }),
    ]);
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const res = await login(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }));
    expectError(res, 413, COMMON.payloadTooLarge);
  });

  it('answers 415 for an unsupported content type', async () => {
    expectError(await login('email=a', 'text/csv'), 415, COMMON.unsupportedMediaType);
  });

  it('hides the message and stack of unexpected errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expectError(res, 500, COMMON.internal);
    expect(res.body).not.toMatch(/hunter2|secret|app\.js/);
  });

  it('maps database-unavailable errors to 503', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/db-down' });
    expectError(res, 503, COMMON.unavailable);
    expect(res.headers['retry-after']).toBe('5');
  });

  it('answers JSON 404 for an unknown path or method (no web build: any path)', async () => {
    for (const url of ['/api/nope', '/api', '/dashboard']) {
      expectError(await t.app.inject({ method: 'GET', url }), 404, COMMON.notFound, url);
    }
    expectError(await t.app.inject({ method: 'PATCH', url: '/api/health' }), 404, COMMON.notFound);
  });

  it('answers 408 with the error body to a request that outlasts the timeout', async () => {
    const written: string[] = [];
    const socket = {
      destroyed: false,
      writable: true,
      write: (text: string) => written.push(text),
      destroy: () => {},
    };
    const error = Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    handleClientError(error, socket as never);
    const [head, body] = (written[0] ?? '').split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(body ?? '')).toMatchObject({ code: COMMON.requestTimeout });
  });

  it('answers 400 with the error body to a request Node cannot parse', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toMatchObject({
      code: COMMON.invalidRequest,
    });
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
