import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Dataset } from '@keeling/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  createTestDatabase,
  expectError,
  onPostgres,
  type TestApp,
  testConfig,
} from '../../../test/helper';
import { buildApp, createServices, type Services } from '../../app';
import type { Config } from '../../config';
import { advisoryLock } from '../../db/advisory-lock';
import { type Database, openDatabase } from '../../db/client';
import { userWithRole } from '../blog/testing';
import { createBulkLoader } from './bulk-load';
import { createRefreshScheduler, REFRESH_LOCK_KEY } from './refresh-scheduler';
import { datasetsClient } from './testing';

// Automatic refresh of URL data sets: the choice (import, PUT …/schedule), the app's scheduler
// refreshing a due data set from a local HTTP server, a failure recorded and not retried at once,
// and on PostgreSQL two instances checking at once (one refresh) and the imports' unbounded pool.

const TOKEN = 's3cret-t0ken-9d2e';
const csv = (years: number) =>
  `Year,Mean\n${Array.from({ length: years }, (_, i) => `${2000 + i},${370 + i}`).join('\n')}\n`;

/**
 * A local CSV server that counts the downloads. While `state.hold` is set, each answer waits
 * until `release()`: a download is then in flight for as long as the test needs it to be.
 */
function csvServer() {
  const state = { body: csv(3) as string | number, requests: 0, hold: false, base: '' };
  const held: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== '/data.csv')
      return res.writeHead(404).end();
    state.requests++;
    const { body } = state;
    const answer = () => {
      if (typeof body === 'number') res.writeHead(body).end();
      else res.writeHead(200, { 'content-type': 'text/csv' }).end(body);
    };
    if (state.hold) held.push(answer);
    else answer();
  });
  return {
    state,
    /** Sends the answers held so far, and no longer holds new ones. */
    release() {
      state.hold = false;
      for (const answer of held.splice(0)) answer();
    },
    url: () => `${state.base}/data.csv?token=${TOKEN}`,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Imports the served CSV from its URL, with an automatic refresh or none. */
async function importFromUrl(
  api: ReturnType<typeof datasetsClient>,
  url: string,
  hours?: 24 | 168,
) {
  const inspected = await api.post('/api/datasets/inspect-url', { url });
  expect(inspected.statusCode, inspected.body).toBe(200);
  const body = {
    ...api.body(inspected.json(), { name: 'Scheduled' }),
    refreshIntervalHours: hours,
  };
  const created = await api.post('/api/datasets', body);
  expect(created.statusCode, created.body).toBe(200);
  return created.json().dataset as Dataset;
}

/** Makes a data set's automatic refresh due: its last refresh (or import) a day and more ago. */
const makeDue = (database: Pick<Database, 'db'>, id: string) =>
  database.db.execute(sql`update datasets set imported_at = now() - interval '25 hours',
    last_refresh_at = case when last_refresh_at is null then null
      else now() - interval '25 hours' end where id = ${id}`);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > ms) throw new Error(`not reached: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The whole app on a fresh test database, its log kept in `lines` when given. */
async function appWith(config: Config, lines?: string[]): Promise<TestApp> {
  const database = await createTestDatabase();
  const services = createServices({ config, database });
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines?.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({ config, database, services, logStream });
  return {
    app,
    config,
    database,
    services,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe('automatic refresh (the app checking every 100 ms)', () => {
  const served = csvServer();
  const lines: string[] = [];
  let t: TestApp;
  let dataDir: string;
  let api: ReturnType<typeof datasetsClient>;
  let looks: MockInstance<Services['datasets']['dueForRefresh']>;

  beforeAll(async () => {
    await served.start();
    dataDir = mkdtempSync(path.join(tmpdir(), 'keeling-schedule-'));
    const config = testConfig({
      dataDir,
      datasetUrlAllowPrivate: true,
      datasetRefreshCheckMs: 100,
      logLevel: 'info',
    });
    t = await appWith(config, lines);
    // The scheduler begins each check by asking the service for the due data sets: counted here.
    looks = vi.spyOn(t.services.datasets, 'dueForRefresh');
    api = datasetsClient(t, await userWithRole(t, 'editor'));
  });
  afterAll(async () => {
    await t.close();
    await served.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const read = async (id: string): Promise<Dataset> =>
    (await api.get(`/api/datasets/${id}`)).json().dataset;

  /**
   * Waits for two of the app's checks to begin after this call: the first has then run whole
   * (checks never overlap: the second begins after it ended), on the data as they are now.
   * What a check would have done, it has done: no sleep standing in for it.
   */
  const aWholeCheck = async () => {
    const from = looks.mock.calls.length;
    await until(
      async () => looks.mock.calls.length - from,
      (n) => n >= 2,
    );
  };

  it('is chosen at import and changed later: daily, weekly, off; never for an upload', async () => {
    const dataset = await importFromUrl(api, served.url(), 24);
    expect(dataset).toMatchObject({
      refreshIntervalHours: 24,
      lastRefreshAt: null,
      lastRefreshError: null,
    });
    const schedule = (id: string, refreshIntervalHours: unknown) =>
      api.put(`/api/datasets/${id}/schedule`, { refreshIntervalHours });
    expect((await schedule(dataset.id, 168)).json().dataset.refreshIntervalHours).toBe(168);
    expect((await schedule(dataset.id, null)).json().dataset.refreshIntervalHours).toBeNull();
    expect((await read(dataset.id)).refreshIntervalHours).toBeNull();
    expectError(await schedule(dataset.id, 5), 400, 'common.invalid_request');

    const { dataset: uploaded } = await api.importFile('local.csv', Buffer.from(csv(2)));
    expectError(await schedule(uploaded.id, 24), 409, 'datasets.not_refreshable');
    const inspected = (await api.upload('local.csv', Buffer.from(csv(2)))).json();
    const body = { ...api.body(inspected, { name: 'Upload' }), refreshIntervalHours: 24 };
    expectError(await api.post('/api/datasets', body), 409, 'datasets.not_refreshable');
    await api.del(`/api/datasets/${dataset.id}`);
    await api.del(`/api/datasets/${uploaded.id}`);
  });

  it('refreshes a due data set once, through the same path as Refresh', async () => {
    served.state.body = csv(3);
    const dataset = await importFromUrl(api, served.url(), 24);
    // imported just now: not due, so the checks leave it alone
    const imported = served.state.requests;
    await aWholeCheck();
    expect(served.state.requests).toBe(imported);
    expect(await read(dataset.id)).toMatchObject({ rowCount: 3, lastRefreshAt: null });

    served.state.body = csv(5);
    const before = served.state.requests;
    await makeDue(t.database, dataset.id);
    const refreshed = await until(
      () => read(dataset.id),
      (d) => d.rowCount === 5,
    );
    expect(refreshed.lastRefreshError).toBeNull();
    expect(Date.parse(refreshed.lastRefreshAt ?? '')).toBe(Date.parse(refreshed.importedAt ?? ''));
    expect((await api.rows(dataset.id, '?sort=c1&order=desc&size=1')).rows[0]).toMatchObject({
      c2: 374,
    });
    // due again a day later, not at the next check
    await aWholeCheck();
    expect(served.state.requests - before).toBe(1);
    await api.del(`/api/datasets/${dataset.id}`);
  });

  it('a failed refresh keeps the rows, is recorded and logged without the URL, and waits an interval', async () => {
    served.state.body = csv(3);
    const dataset = await importFromUrl(api, served.url(), 24);
    served.state.body = 500;
    const before = served.state.requests;
    await makeDue(t.database, dataset.id);
    const failed = await until(
      () => read(dataset.id),
      (d) => d.lastRefreshError !== null,
    );
    expect(failed).toMatchObject({
      rowCount: 3,
      lastRefreshError: { code: 'datasets.url_failed', message: expect.any(String) },
    });
    expect(Date.parse(failed.lastRefreshAt ?? '')).toBeGreaterThan(
      Date.parse(failed.importedAt ?? ''),
    );
    expect((await api.rows(dataset.id)).total).toBe(3);
    // the next checks do not try again at once
    await aWholeCheck();
    expect(served.state.requests - before).toBe(1);

    const logged = lines.filter((line) => line.includes('Scheduled data-set refresh failed'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({
      datasetId: dataset.id,
      code: 'datasets.url_failed',
    });
    expect(lines.join('\n')).not.toContain(TOKEN);

    // an interval later it is tried again; success clears the error
    served.state.body = csv(4);
    await makeDue(t.database, dataset.id);
    const recovered = await until(
      () => read(dataset.id),
      (d) => d.rowCount === 4,
    );
    expect(recovered.lastRefreshError).toBeNull();
    expect(served.state.requests - before).toBe(2);
  });

  it('a failed Refresh by hand is recorded the same way', async () => {
    served.state.body = csv(3);
    const dataset = await importFromUrl(api, served.url());
    served.state.body = 'Other,Columns\n1,2\n';
    const res = await api.post(`/api/datasets/${dataset.id}/refresh`, {});
    expectError(res, 400, 'datasets.column_mismatch');
    expect(await read(dataset.id)).toMatchObject({
      rowCount: 3,
      refreshIntervalHours: null,
      lastRefreshError: { code: 'datasets.column_mismatch' },
    });
  });
});

describe.runIf(onPostgres)('automatic refresh on PostgreSQL, two instances', () => {
  const served = csvServer();
  let t: TestApp;
  let second: Database;
  let dataDir: string;
  let api: ReturnType<typeof datasetsClient>;

  beforeAll(async () => {
    await served.start();
    dataDir = mkdtempSync(path.join(tmpdir(), 'keeling-schedule-pg-'));
    t = await appWith(
      testConfig({ dataDir, datasetUrlAllowPrivate: true, datasetRefreshCheckMs: 0 }),
    );
    api = datasetsClient(t, await userWithRole(t, 'editor'));
    second = await openDatabase({ kind: 'postgres', url: t.database.url ?? '' });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await served.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** One instance's scheduler: its own database connections and services. */
  const instance = (database: Database) =>
    createRefreshScheduler({
      datasets: createServices({ config: t.config, database }).datasets,
      lock: advisoryLock(database, REFRESH_LOCK_KEY),
      log: { info: () => {}, warn: () => {}, error: () => {} },
      everyMs: 0,
    });

  it('two instances checking at once refresh a due data set exactly once', async () => {
    const a = instance(t.database);
    const b = instance(second);
    served.state.body = csv(3);
    const dataset = await importFromUrl(api, served.url(), 24);
    for (const rows of [6, 7, 8]) {
      served.state.body = csv(rows);
      served.state.hold = true;
      await makeDue(t.database, dataset.id);
      const before = served.state.requests;
      // four checks at once (an instance's second joins its first); the instance that took the
      // lock holds it while its download is held, and the other's two checks end without it
      let settled = 0;
      const checks = [a.check(), b.check(), a.check(), b.check()].map((check) =>
        check.finally(() => {
          settled++;
        }),
      );
      await until(
        async () => ({ downloads: served.state.requests - before, settled }),
        (now) => now.downloads === 1 && now.settled === 2,
      );
      served.release();
      const [onA, onB] = await Promise.all(checks);
      expect((onA ?? 0) + (onB ?? 0)).toBe(1);
      expect(served.state.requests - before).toBe(1);
      expect((await api.get(`/api/datasets/${dataset.id}`)).json().dataset.rowCount).toBe(rows);
    }
    // the lock was released each time: either instance takes it when nothing else holds it
    served.state.body = csv(9);
    await makeDue(t.database, dataset.id);
    expect(await b.check()).toBe(1);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('imports load on the pool without a statement bound; requests keep theirs', async () => {
    const show = async (db: Database['db']) =>
      (
        (await db.execute(sql`show statement_timeout`)) as unknown as {
          rows: { statement_timeout: string }[];
        }
      ).rows[0]?.statement_timeout;
    expect(await show(t.database.db)).toBe('10s');
    const loader = createBulkLoader(t.database.db, t.database.pool);
    expect(await loader.transaction((session) => show(session.db))).toBe('0');

    const pool = t.database.pool;
    if (!pool) throw new Error('PostgreSQL has a pool');
    const connect = vi.spyOn(pool, 'connect');
    served.state.body = csv(3);
    const dataset = await importFromUrl(api, served.url());
    expect(connect).toHaveBeenCalled();
    connect.mockClear();
    expect((await api.post(`/api/datasets/${dataset.id}/refresh`, {})).statusCode).toBe(200);
    expect(connect).toHaveBeenCalled();
    connect.mockRestore();
  });
});
