import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors';
import { PgliteWorkerClient } from './pglite-worker-client';

let client: PgliteWorkerClient;
beforeAll(async () => {
  client = await PgliteWorkerClient.open({ dataDir: null });
  await client.exec('create table t (id int primary key, at timestamptz, doc jsonb)');
});
afterAll(() => client.close());

describe('PGlite in a worker thread', () => {
  it('answers rows, with Dates and JSON intact, in object or array mode', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    await client.query('insert into t values ($1, $2, $3)', [1, at.toISOString(), '{"a":[1]}']);
    const { rows } = await client.query('select at, doc from t where id = $1', [1]);
    expect(rows).toEqual([{ at, doc: { a: [1] } }]);
    const raw = await client.query('select at from t', [], {
      rowMode: 'array',
      parsers: { 1184: (v: string) => v },
    });
    expect(raw.rows).toEqual([['2026-01-02 03:04:05.678+00']]);
  });

  it('carries the PostgreSQL error code back (23505 → unique violation)', async () => {
    const error = await client.query('insert into t (id) values (1)').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isUniqueViolation(error)).toBe(true);
    expect((error as { constraint?: string }).constraint).toBe('t_pkey');
  });

  it('holds PGlite for one transaction; others wait and see only committed data', async () => {
    let outside: Promise<unknown> | undefined;
    await client.transaction(async (tx) => {
      await tx.query('insert into t (id) values (2)');
      outside = client.query('select count(*)::int as n from t');
      // Sent after `outside`, answered: the worker has had `outside` since, and held it.
      await tx.query('select 1');
      await tx.query('insert into t (id) values (3)');
    });
    expect(((await outside) as { rows: unknown[] }).rows).toEqual([{ n: 3 }]);

    const failed = client.transaction(async (tx) => {
      await tx.query('insert into t (id) values (4)');
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    const { rows } = await client.query('select count(*)::int as n from t where id = 4');
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('keeps the event loop free while a long query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    await client.query('select count(*) from generate_series(1, 3000000)');
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(elapsed).toBeGreaterThan(50);
    // In-process PGlite would not tick at all until the query ends.
    expect(ticks).toBeGreaterThan(elapsed / 5 / 4);
  });

  // Two PGlite starts on disk (initdb, then recovery): seconds, many more on a busy machine.
  // The bound is a hang guard only.
  it('persists a data directory across close and reopen', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'keeling-worker-'));
    try {
      const first = await PgliteWorkerClient.open({ dataDir: dir });
      await first.exec("create table kept (v text); insert into kept values ('yes')");
      await first.close();
      expect(first.closed).toBe(true);
      await expect(first.query('select 1')).rejects.toThrow('closed');
      const second = await PgliteWorkerClient.open({ dataDir: dir });
      expect((await second.query('select v from kept')).rows).toEqual([{ v: 'yes' }]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
