// A PostgreSQL that stops answering (SIGSTOP, a network partition) must give clean 503s within
// a bounded time, never a request that hangs for as long as the fault lasts, nor a 500.
import { COMMON_ERROR_CODES as COMMON } from '@keeling/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { createAuthService } from '../src/modules/auth/service';
import { fakePostgres } from './fake-postgres';
import { buildTestApp, expectError, onPostgres, type TestApp, testConfig } from './helper';

const TIMEOUTS = { connectMs: 400, statementMs: 600, queryMs: 800 };
/** The slowest a 503 may come: the connect or query bound, plus time to build the answer. */
const BOUND_MS = 2_500;

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await run();
  return { value, ms: Date.now() - started };
}

describe.each(['silent', 'frozen'] as const)('a %s PostgreSQL', (mode) => {
  let server: Awaited<ReturnType<typeof fakePostgres>>;
  let close: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token: string;
  beforeAll(async () => {
    server = await fakePostgres(mode);
    const quiet = { error: () => {}, warn: () => {} };
    const database = await openDatabase({ kind: 'postgres', url: server.url }, quiet, TIMEOUTS);
    const config = testConfig({ database: { kind: 'postgres', url: server.url } });
    app = await buildApp({ config, database });
    const auth = createAuthService({ ...database, config });
    token = await auth.tokens.sign({
      userId: '00000000-0000-4000-8000-000000000000',
      tokenVersion: 0,
    });
    close = async () => {
      await app.close();
      await database.close();
      await server.close();
    };
  }, 20_000);
  afterAll(() => close());

  it('answers /api/health 503 within the bound', async () => {
    const { value: res, ms } = await timed(() => app.inject({ method: 'GET', url: '/api/health' }));
    expectError(res, 503, COMMON.unavailable);
    expect(res.headers['retry-after']).toBeDefined();
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('answers a signed-in request 503 (not 500) within the bound', async () => {
    const { value: res, ms } = await timed(() =>
      app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expectError(res, 503, COMMON.unavailable);
    expect(ms).toBeLessThan(BOUND_MS);
  });
});

describe('/api/health on a live database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe.runIf(onPostgres)('a statement past statement_timeout', () => {
  it('is a 503 common.query_too_heavy (the query, not the database: Retry-After 60)', async () => {
    const t = await buildTestApp();
    const database = await openDatabase(
      { kind: 'postgres', url: t.database.url ?? '' },
      undefined,
      TIMEOUTS,
    );
    const app = await buildApp({
      config: t.config,
      database,
      beforeReady: (a) => {
        a.get('/api/test/slow', async () => {
          await database.db.execute(sql`select pg_sleep(5)`);
          return { ok: true };
        });
      },
    });
    try {
      const { value: res, ms } = await timed(() =>
        app.inject({ method: 'GET', url: '/api/test/slow' }),
      );
      expectError(res, 503, COMMON.queryTooHeavy);
      expect(res.headers['retry-after']).toBe('60');
      expect(ms).toBeLessThan(BOUND_MS);
    } finally {
      await app.close();
      await database.close();
      await t.close();
    }
  });
});
