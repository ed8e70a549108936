// With TLS_CERT_FILE and TLS_KEY_FILE the server speaks HTTPS itself: HTTP/2 to clients that
// offer it (browsers), HTTP/1.1 to the others, the same app on both.
import { readFileSync } from 'node:fs';
import { connect, type IncomingHttpHeaders } from 'node:http2';
import { Agent, request as httpsRequest } from 'node:https';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { buildTestApp, type TestApp } from './helper';

const fixtures = path.join(import.meta.dirname, 'fixtures/tls');
const cert = readFileSync(path.join(fixtures, 'localhost-cert.pem'));
const key = readFileSync(path.join(fixtures, 'localhost-key.pem'));

let t: TestApp;
let origin: string;
const shutdown = { draining: false };

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.close(); // the services and database stay; the app is rebuilt with TLS
  const app = await buildApp({
    config: { ...t.config, tls: { cert, key } },
    database: t.database,
    services: t.services,
    shutdown,
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  t.app = app;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request over an HTTP/2 session, trusting the test certificate only. */
async function h2(method: string, url: string, body?: unknown): Promise<Answer> {
  const session = connect(origin, { ca: cert });
  try {
    return await new Promise<Answer>((resolve, reject) => {
      const stream = session.request({
        ':method': method,
        ':path': url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      });
      let headers: IncomingHttpHeaders = {};
      let text = '';
      stream.on('response', (h) => {
        headers = h;
      });
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        text += chunk;
      });
      stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body: text }));
      stream.on('error', reject);
      stream.end(body === undefined ? undefined : JSON.stringify(body));
    });
  } finally {
    session.close();
  }
}

/** One request over HTTPS with HTTP/1.1 (what curl or an older client does). */
function http1(url: string): Promise<Answer & { alpn: string | false | null }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      `${origin}${url}`,
      { agent: new Agent({ ca: cert, ALPNProtocols: ['http/1.1'] }) },
      (res) => {
        const alpn = (res.socket as TLSSocket).alpnProtocol;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            alpn,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('HTTPS with a certificate', () => {
  it('answers over HTTP/2 on an https:// origin', async () => {
    expect(origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const health = await h2('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' });
    expect(health.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('validates and answers errors over HTTP/2 as over HTTP/1.1', async () => {
    const bad = await h2('POST', '/api/auth/login', { email: 'nobody' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({
      code: 'common.invalid_request',
      message: expect.any(String),
    });
    const login = await h2('POST', '/api/auth/login', {
      email: t.config.seedAdminEmail,
      password: 'not-the-password',
    });
    expect(login.status).toBe(401);
  });

  it('still speaks HTTP/1.1 to a client that asks for it', async () => {
    const health = await http1('/api/health');
    expect(health.alpn).toBe('http/1.1');
    expect(health.status).toBe(200);
  });

  it('while draining, answers over HTTP/2 without a connection header (HTTP/1.1 gets close)', async () => {
    shutdown.draining = true;
    try {
      const overH2 = await h2('GET', '/api/health');
      expect(overH2.status).toBe(503);
      expect(overH2.headers.connection).toBeUndefined();
      const overH1 = await http1('/api/health');
      expect(overH1.status).toBe(503);
      expect(overH1.headers.connection).toBe('close');
    } finally {
      shutdown.draining = false;
    }
  });
});
