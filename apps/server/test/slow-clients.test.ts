// Slow clients are cut within the configured timeout plus Node's check interval: a client
// trickling its headers or its body cannot hold a connection much past the limit.
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, SERVER_TIMEOUTS } from '../src/app';
import { createTestDatabase, type TestDatabase, testConfig } from './helper';

const LIMIT_MS = 1_000;
/** The limit, one check interval, and slack for a loaded machine. */
const CUT_WITHIN_MS = LIMIT_MS + SERVER_TIMEOUTS.connectionsCheckingInterval + 1_500;

let app: FastifyInstance;
let database: TestDatabase;
let port: number;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig(),
    database,
    // The product's check interval, with short limits so the test stays short.
    timeouts: { ...SERVER_TIMEOUTS, requestTimeout: LIMIT_MS, headersTimeout: LIMIT_MS },
  });
  port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Sends `head`, then one byte of `drip` every 200 ms; resolves when the server closes. */
function trickle(head: string, drip: string): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let i = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(drip[i++ % drip.length] ?? 'x');
    }, 200);
    socket.on('data', (data) => {
      answer += data;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, answer });
    });
  });
}

/** Sends `body` after `head` in chunks of `size` bytes every `everyMs`; resolves with the answer. */
function steady(head: string, body: string, size: number, everyMs: number): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    let sent = 0;
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    const timer = setInterval(() => {
      if (socket.destroyed || sent >= body.length) return clearInterval(timer);
      socket.write(body.slice(sent, sent + size));
      sent += size;
    }, everyMs);
    socket.on('data', (data) => {
      answer += data;
      if (answer.includes('\r\n\r\n')) socket.end();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    });
  });
}

describe('slow clients', () => {
  it('are cut when their headers outlast the limit', async () => {
    const { ms } = await trickle('GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X-Slow: yes\r\n');
    expect(ms).toBeGreaterThanOrEqual(LIMIT_MS - 100);
    expect(ms).toBeLessThan(CUT_WITHIN_MS);
  });

  it('are cut with a 408 when their body outlasts the limit', async () => {
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\n\r\n{"email":"';
    const { ms, answer } = await trickle(head, 'a');
    expect(ms).toBeLessThan(CUT_WITHIN_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('let a body that keeps arriving finish, however long it takes', async () => {
    // 900 KB at about 640 KB/s: longer than the limit, far above the least rate
    const body = `{"email":"${'a'.repeat(900 * 1024)}"}`;
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const answer = await steady(head, body, 64 * 1024, 100);
    // read whole and refused by the contract, not cut
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });
});
