// SIGTERM (app.close()) answers the requests in flight, then ends: a keep-alive connection whose
// request was running when the close began must not hold it until its idle timeout.
import { Agent, request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { buildApp, createServices } from '../src/app';
import { buildTestApp, createTestDatabase, testConfig } from './helper';

describe('closing', () => {
  it('answers the requests in flight and closes right after them', async () => {
    const database = await createTestDatabase();
    // Requests to /api/test/slow are held until the close has begun (preClose), so they are in
    // flight when it begins whatever the machine's speed.
    let arrived = 0;
    let bothArrived!: () => void;
    const inFlightNow = new Promise<void>((resolve) => {
      bothArrived = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const app = await buildApp({
      config: testConfig(),
      database,
      beforeReady: (a) => {
        a.get('/api/test/slow', async () => {
          if (++arrived === 2) bothArrived();
          await released;
          return { ok: true };
        });
        a.addHook('preClose', async () => release());
      },
    });
    const port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
    const agent = new Agent({ keepAlive: true });
    const get = (path: string) =>
      new Promise<{ status: number; connection?: string }>((resolve, reject) => {
        const req = httpRequest({ port, host: '127.0.0.1', path, agent }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
          );
        });
        req.on('error', reject);
        req.end();
      });
    try {
      // the connection is now kept alive by the agent
      expect(await get('/api/health')).toEqual({ status: 200, connection: 'keep-alive' });
      const inFlight = Promise.all([get('/api/test/slow'), get('/api/test/slow')]);
      await inFlightNow;
      const started = Date.now();
      await app.close();
      expect(await inFlight).toEqual([
        { status: 200, connection: 'close' },
        { status: 200, connection: 'close' },
      ]);
      // A hang guard: a connection kept alive would hold close() for Fastify's keep-alive
      // timeout (72 s); 10 s is far from both that and a busy machine's slowest close.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      agent.destroy();
      await app.close();
      await database.close();
    }
  });
});

describe('draining (SIGTERM, before closing)', () => {
  it('answers /api/health 503 and closes every connection after its answer, still serving', async () => {
    const t = await buildTestApp();
    const shutdown = { draining: false };
    const app = await buildApp({
      config: t.config,
      database: t.database,
      services: createServices({ config: t.config, database: t.database }),
      shutdown,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      shutdown.draining = true;
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers.connection).toBe('close');
      const served = await app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
      expect(served.statusCode).toBe(400);
      expect(served.headers.connection).toBe('close');
    } finally {
      await app.close();
      await t.close();
    }
  });
});
