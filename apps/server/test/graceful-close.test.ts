// SIGTERM (app.close()) answers the requests in flight, then ends: a keep-alive connection whose
// request was running when the close began must not hold it until its idle timeout.
import { Agent, request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { buildApp, createServices } from '../src/app';
import { buildTestApp, createTestDatabase, testConfig } from './helper';

describe('closing', () => {
  it('answers the requests in flight and closes within a second after them', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig(),
      database,
      beforeReady: (a) => {
        a.get('/api/test/slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          return { ok: true };
        });
      },
    });
    const port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
    const agent = new Agent({ keepAlive: true });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          { port, host: '127.0.0.1', path: '/api/test/slow', agent },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end();
      });
    try {
      expect(await get()).toBe(200); // the connection is now kept alive by the agent
      const inFlight = Promise.all([get(), get()]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      await app.close();
      expect(await inFlight).toEqual([200, 200]);
      expect(Date.now() - started).toBeLessThan(1_500);
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
