import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isQueryTooHeavy } from './errors';
import { PgliteWorkerClient } from './pglite-worker-client';
import { inRequestScope, QueryAbandonedError } from './request-scope';

// The request bound of PGlite in its worker (docs/decisions/0062-query-bounds.md). The bound is
// injected small; a runaway is `pg_sleep` far past it, so the outcome never depends on timing.
const RUNAWAY = 'select pg_sleep(600)';
const request = () => {
  const controller = new AbortController();
  return { controller, run: <T>(fn: () => T) => inRequestScope({ signal: controller.signal }, fn) };
};

describe('PGlite on disk: a request query past its bound', () => {
  let dir: string;
  let client: PgliteWorkerClient;
  const restarts: string[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'keeling-bound-'));
    client = await PgliteWorkerClient.open({
      dataDir: dir,
      bounds: { waitMs: 600_000, runMs: 1_500 },
      onRestart: ({ sql }) => restarts.push(sql),
    });
    await client.exec('create table kept (v text)');
  });
  afterAll(async () => {
    await client.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers "too heavy", ends the worker and reopens PGlite: committed writes kept, an open transaction not, queued queries answered, abandoned ones dropped', async () => {
    await client.query("insert into kept values ('committed')");

    const a = request();
    const runaway = a.run(() =>
      client.transaction(async (tx) => {
        await tx.query("insert into kept values ('in the open transaction')");
        await tx.query(RUNAWAY);
      }),
    );
    // Queued behind the transaction: another request's read, and one whose client leaves.
    const b = request();
    const waiting = b.run(() => client.query('select v from kept order by v'));
    const c = request();
    const abandoned = c.run(() => client.query("insert into kept values ('abandoned')"));
    c.controller.abort();
    await expect(abandoned).rejects.toBeInstanceOf(QueryAbandonedError);

    const error = await runaway.catch((e: unknown) => e);
    expect(isQueryTooHeavy(error)).toBe(true);
    // The read waited for the new worker: only what was committed is there.
    expect((await waiting).rows).toEqual([{ v: 'committed' }]);
    expect(restarts).toEqual([RUNAWAY]);
    expect((await client.query('select count(*)::int as n from kept')).rows).toEqual([{ n: 1 }]);
  });

  it('leaves work outside a request (imports, maintenance) unbounded', async () => {
    // past the 1.5 s bound, no restart
    await client.query('select pg_sleep(2)');
    expect(restarts).toHaveLength(1);
  });

  it('closes cleanly while PGlite is being reopened (a shutdown during a restart)', async () => {
    const error = await request()
      .run(() => client.query(RUNAWAY))
      .catch((e: unknown) => e);
    expect(isQueryTooHeavy(error)).toBe(true);
    // the restart is under way: close waits for it, then closes the new worker
    await client.close();
    expect(client.closed).toBe(true);
    await expect(client.query('select 1')).rejects.toThrow('closed');
  });

  it('answers busy (503) to a request that waits past the wait bound', async () => {
    const short = await PgliteWorkerClient.open({
      dataDir: null,
      bounds: { waitMs: 200, runMs: 600_000 },
    });
    try {
      const long = short.query('select pg_sleep(3)');
      const waited = await request()
        .run(() => short.query('select 1'))
        .catch((e: unknown) => e);
      expect((waited as { code?: string }).code).toBe('57P03');
      await long;
      expect((await request().run(() => short.query('select 1 as one'))).rows).toEqual([
        { one: 1 },
      ]);
    } finally {
      await short.close();
    }
  });
});

describe('PGlite in memory: a request query past its bound', () => {
  let client: PgliteWorkerClient;
  beforeAll(async () => {
    client = await PgliteWorkerClient.open({
      dataDir: null,
      bounds: { waitMs: 600_000, runMs: 300 },
    });
  });
  afterAll(() => client.close());

  it('answers "too heavy" at the bound; with nothing to reopen from, PGlite answers again once the statement ends', async () => {
    const error = await request()
      .run(() => client.query('select pg_sleep(2)'))
      .catch((e: unknown) => e);
    expect(isQueryTooHeavy(error)).toBe(true);
    expect((await client.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });
});
