// DESIGN §8: two instances on one PostgreSQL, each with its own pools and caches, share users,
// sessions and their end, uploads, the rate limits and data. (On PGlite there is one process.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_ERROR_CODES as AUTH } from '@keeling/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { multipart } from '../src/modules/uploads/testing';
import { gradientPng } from '../src/seed/png';
import {
  buildTestApp,
  expectError,
  nextIp,
  onPostgres,
  PASSWORD,
  registerUser,
  type TestApp,
} from './helper';

describe.runIf(onPostgres)('two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: { app: FastifyInstance; database: Database };
  const dirs = [
    mkdtempSync(path.join(tmpdir(), 'keeling-a-')),
    mkdtempSync(path.join(tmpdir(), 'keeling-b-')),
  ];
  beforeAll(async () => {
    a = await buildTestApp({ uploadDir: dirs[0] });
    const database = await openDatabase({ kind: 'postgres', url: a.database.url ?? '' });
    b = {
      database,
      app: await buildApp({ config: { ...a.config, uploadDir: dirs[1] ?? '' }, database }),
    };
  });
  afterAll(async () => {
    await b.app.close();
    await b.database.close();
    await a.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const login = (app: FastifyInstance, email: string, password: string, ip = nextIp()) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email, password },
    });
  const me = (app: FastifyInstance, token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });

  it('share users and sessions: registered on A, signed in on B, the token good on both', async () => {
    const { accessToken } = await registerUser(a.app, 'scale.user@example.com');
    const res = await login(b.app, 'scale.user@example.com', PASSWORD);
    expect(res.statusCode).toBe(200);
    expect((await me(a.app, res.json().data.token)).statusCode).toBe(200);
    expect((await me(b.app, accessToken)).statusCode).toBe(200);
  });

  it('share the end of sessions: signed out everywhere on B, the old token refused on A', async () => {
    const { accessToken } = await registerUser(a.app, 'scale.leak@example.com');
    expect((await me(a.app, accessToken)).statusCode).toBe(200);
    const out = await b.app.inject({
      method: 'POST',
      url: '/api/account/sign-out-everywhere',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(out.statusCode).toBe(200);
    const started = Date.now();
    while ((await me(a.app, accessToken)).statusCode === 200) {
      expect(Date.now() - started).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expectError(await me(a.app, accessToken), 401, AUTH.signedOutEverywhere);
  });

  it('share uploads: stored through A, served by B byte for byte', async () => {
    const row = await a.services.auth.createUser({
      email: 'scale.editor@example.com',
      password: PASSWORD,
      firstName: 'E',
      lastName: 'D',
      role: 'editor',
    });
    const token = await a.services.auth.tokens.sign({
      userId: row.id,
      tokenVersion: row.tokenVersion,
    });
    const png = gradientPng(32, 16, [0, 0, 0], [255, 255, 255]);
    const { payload, contentType } = multipart('a.png', 'image/png', png);
    const up = await a.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    });
    expect(up.statusCode).toBe(200);
    const served = await b.app.inject({ method: 'GET', url: up.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
  });

  it('share the sign-in limit: ten failures across A and B, then 429 on both', async () => {
    await registerUser(a.app, 'scale.limit@example.com');
    for (let i = 0; i < 10; i++) {
      const res = await login(i % 2 ? b.app : a.app, 'scale.limit@example.com', 'wrong-password');
      expectError(res, 401, AUTH.invalidCredentials);
    }
    expectError(await login(a.app, 'scale.limit@example.com', PASSWORD), 429, AUTH.tooManyAttempts);
    expectError(await login(b.app, 'scale.limit@example.com', PASSWORD), 429, AUTH.tooManyAttempts);
  });

  it('share the registration limit of an address', async () => {
    const ip = nextIp();
    const register = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: ip, payload: {} });
    for (let i = 0; i < 10; i++)
      expect((await register(i % 2 ? b.app : a.app)).statusCode).toBe(400);
    expectError(await register(a.app), 429, AUTH.tooManyAttempts);
    expectError(await register(b.app), 429, AUTH.tooManyAttempts);
  });

  it('share data: an article saved on A is read on B', async () => {
    const row = await a.services.auth.createUser({
      email: 'scale.writer@example.com',
      password: PASSWORD,
      firstName: 'W',
      lastName: 'R',
      role: 'editor',
    });
    const headers = {
      authorization: `Bearer ${await a.services.auth.tokens.sign({ userId: row.id, tokenVersion: row.tokenVersion })}`,
    };
    const saved = await a.app.inject({
      method: 'POST',
      url: '/api/blog/update_insert_article',
      headers,
      payload: { title: 'Shared between instances', status: 'published' },
    });
    expect(saved.statusCode).toBe(200);
    const read = await b.app.inject({
      method: 'GET',
      url: `/api/blog/article?id=${saved.json().article.id}`,
      headers,
    });
    expect(read.json().article.title).toBe('Shared between instances');
  });
});
