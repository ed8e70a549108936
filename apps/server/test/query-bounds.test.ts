// A request's query is bounded on both databases and cancelled when its client leaves
// (docs/decisions/0062-query-bounds.md). Bounds are injected small; a runaway is `pg_sleep` far
// past them, so no outcome depends on the machine's speed.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMMON_ERROR_CODES as COMMON } from '@keeling/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase, openPgliteWorker } from '../src/db/client';
import {
  createTestDatabase,
  onPostgres,
  pgliteTemplate,
  registerUser,
  type TestDatabase,
  testConfig,
} from './helper';

const quiet = { error: () => {}, warn: () => {} };

interface Probe {
  started: Promise<void>;
  resolve(): void;
}
const probe = (): Probe => {
  let resolve = () => {};
  const started = new Promise<void>((r) => {
    resolve = r;
  });
  return { started, resolve };
};

/** The app on a real socket (a client that leaves closes it), with a runaway and a write route. */
async function serve(database: Database, runaway: string) {
  const seen = { runaway: probe(), mark: probe() };
  const app: FastifyInstance = await buildApp({
    config: testConfig(),
    database,
    beforeReady: (instance) => {
      instance.get('/test/runaway', async () => {
        seen.runaway.resolve();
        await database.db.execute(sql.raw(runaway));
        return { ran: true };
      });
      instance.post('/test/mark', async () => {
        seen.mark.resolve();
        await database.db.execute(sql`insert into test_marks values ('abandoned')`);
        return { marked: true };
      });
    },
  });
  await database.db.execute(sql`create table test_marks (v text)`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, base, seen };
}

const marks = async (database: Database) =>
  (
    (await database.db.execute(sql`select count(*)::int as n from test_marks`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]?.n;

describe.skipIf(onPostgres)('PGlite: a request query past its bound', () => {
  let dir: string;
  let database: Database;
  let served: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'keeling-bounds-'));
    database = await openPgliteWorker({
      dataDir: dir,
      loadDataDir: await pgliteTemplate(),
      bounds: { waitMs: 600_000, runMs: 2_000 },
    });
    served = await serve(database, 'select pg_sleep(600)');
  }, 60_000);
  afterAll(async () => {
    await served.app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 "too heavy" while another user, the health check and a committed account are answered after it; an abandoned request never writes', async () => {
    const { app, base, seen } = served;
    // committed before the runaway: survives the worker's end
    const { accessToken } = await registerUser(app, 'kept@example.com');
    const auth = { authorization: `Bearer ${accessToken}` };

    const runaway = fetch(`${base}/test/runaway`);
    await seen.runaway.started;
    const other = fetch(`${base}/api/datasets?size=5`, { headers: auth });
    const leaving = new AbortController();
    const abandoned = fetch(`${base}/test/mark`, { method: 'POST', signal: leaving.signal });
    await seen.mark.started;
    leaving.abort();
    await expect(abandoned).rejects.toThrow();

    const stopped = await runaway;
    expect(stopped.status).toBe(503);
    expect(await stopped.json()).toMatchObject({ code: COMMON.queryTooHeavy });
    expect(stopped.headers.get('retry-after')).toBe('60');

    expect((await other).status).toBe(200);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/auth/me`, { headers: auth })).status).toBe(200);
    expect(await marks(database)).toBe(0);
  }, 60_000);
});

describe.runIf(onPostgres)(
  'PostgreSQL: a request query past its bound or left by its client',
  () => {
    let test: TestDatabase;
    let bounded: Database;
    let served: Awaited<ReturnType<typeof serve>>;
    beforeAll(async () => {
      test = await createTestDatabase();
      // a statement bound long enough that only a cancel ends the sleep within the test
      const timeouts = { connectMs: 5_000, statementMs: 60_000, queryMs: 65_000 };
      bounded = await openDatabase({ kind: 'postgres', url: test.url as string }, quiet, timeouts);
      served = await serve(bounded, 'select pg_sleep(600) /* keeling-runaway */');
    }, 60_000);
    afterAll(async () => {
      await served.app.close();
      await bounded.close();
      await test.close();
    });

    it('cancels the running statement of a request whose client left', async () => {
      const { base, seen } = served;
      const leaving = new AbortController();
      const left = fetch(`${base}/test/runaway`, { signal: leaving.signal });
      await seen.runaway.started;
      const running = async () =>
        (
          (await test.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where state = 'active' and query like '%keeling-runaway%' and query not like '%pg_stat_activity%'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]?.n;
      await expect.poll(running, { timeout: 20_000 }).toBe(1);
      leaving.abort();
      await expect(left).rejects.toThrow();
      await expect.poll(running, { timeout: 20_000 }).toBe(0);
    }, 60_000);
  },
);
