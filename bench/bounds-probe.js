#!/usr/bin/env node
// `node bench/bounds-probe.js`: issue 30 item 19's attack, from outside, on the production app
// over HTTP (PGlite in its worker, a data directory in a temp dir, the bench's 1,000,000-row
// file imported). While 20 clients with a 2 s timeout ask deep sorted pages, then while a KPI
// of ten values and a line over a text x are previewed, another user's `/api/auth/me` and
// `/api/health` are timed every 200 ms. Prints what each answered and how long it took. Never
// part of `npm test`.
//
//   BENCH_DATA_ROWS=1000000   rows of the generated file
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { writeBenchCsv } from './lib/data-csv.js';
import { root } from './lib/processes.js';

register();
const serverModule = (path) => import(pathToFileURL(join(root, 'apps/server/src', path)).href);
const rows = Number(process.env.BENCH_DATA_ROWS ?? 1_000_000);
const log = (line) => console.log(line);

const timed = async (fn) => {
  const t0 = performance.now();
  try {
    const res = await fn();
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t0 };
  } catch (error) {
    return {
      status: error.name === 'TimeoutError' ? 'client timeout' : error.name,
      ms: performance.now() - t0,
    };
  }
};

/** Times `/api/auth/me` and `/api/health` every 200 ms until `stop()`. */
function watch(base, token) {
  const seen = { me: [], health: [] };
  let running = true;
  const loop = (name, url, headers) =>
    (async () => {
      while (running) {
        seen[name].push(await timed(() => fetch(url, { headers })));
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
  const done = Promise.all([
    loop('me', `${base}/api/auth/me`, { authorization: `Bearer ${token}` }),
    loop('health', `${base}/api/health`, {}),
  ]);
  return async () => {
    running = false;
    await done;
    return seen;
  };
}

const summary = (samples) => {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const statuses = {};
  for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
  return `${samples.length} answers ${JSON.stringify(statuses)}, p50 ${at(0.5).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`;
};

async function main() {
  const tempDir = mkdtempSync(join(tmpdir(), 'keeling-bounds-probe-'));
  const [{ openDatabase }, { runMigrations }, { buildApp, createServices }] = await Promise.all([
    serverModule('db/client.ts'),
    serverModule('db/migrate.ts'),
    serverModule('app.ts'),
  ]);
  const database = await openDatabase({ kind: 'pglite', dataDir: join(tempDir, 'pglite') });
  try {
    await runMigrations(database);
    const csv = await writeBenchCsv(join(tempDir, 'bench.csv'), rows);
    const config = {
      database: { kind: 'pglite', dataDir: join(tempDir, 'pglite') },
      port: 0,
      host: '127.0.0.1',
      jwtSecret: new TextEncoder().encode('bounds-probe-secret-that-is-at-least-32-characters'),
      jwtTtlSeconds: 3600,
      uploadDir: join(tempDir, 'uploads'),
      registrationRole: 'viewer',
      appName: 'Keeling',
      seedAdminEmail: 'demo@keeling.app',
      seedAdminPassword: 'keeling-demo',
      dataDir: join(tempDir, 'data'),
      webDist: join(tempDir, 'no-web'),
      logLevel: 'silent',
      trustProxy: false,
      datasetMaxBytes: 2 ** 31,
      datasetUrlAllowPrivate: false,
      shutdownDrainMs: 0,
    };
    const services = createServices({ config, database });
    const app = await buildApp({ config, database, services });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${app.server.address().port}`;
    const t0 = performance.now();
    const dataset = await services.datasets.importCsvText({
      name: 'Probe',
      csv: readFileSync(csv.file, 'utf8'),
    });
    log(`imported ${dataset.rowCount} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const register = (email) =>
      fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password: 'bounds-probe-password',
          firstName: 'P',
          lastName: 'Q',
        }),
      }).then((r) => r.json());
    const attacker = (await register('attacker@example.com')).accessToken;
    const other = (await register('other@example.com')).accessToken;
    const value = dataset.columns.find((c) => c.name.startsWith('Annual'))?.key;
    const entity = dataset.columns.find((c) => c.name === 'Entity')?.key;
    const year = dataset.columns.find((c) => c.name === 'Year')?.key;
    const auth = { authorization: `Bearer ${attacker}`, 'content-type': 'application/json' };
    const last = Math.ceil(dataset.rowCount / 25);

    // 1. 20 clients, deep sorted pages (the middle, the last), a 2 s client timeout, 3 rounds
    let stop = watch(base, other);
    const pages = [];
    for (let round = 0; round < 3; round++) {
      const asked = Array.from({ length: 20 }, (_, i) => {
        const page = i % 2 ? Math.floor(last / 2) + i : last - i;
        return timed(() =>
          fetch(
            `${base}/api/datasets/${dataset.id}/rows?sort=${value}&order=desc&page=${page}&size=25`,
            {
              headers: auth,
              signal: AbortSignal.timeout(2_000),
            },
          ),
        );
      });
      pages.push(...(await Promise.all(asked)));
    }
    let seen = await stop();
    log(`deep sorted pages: ${summary(pages)}`);
    log(`  meanwhile /me: ${summary(seen.me)}; /health: ${summary(seen.health)}`);

    // 2. a KPI of ten values, then a line over a text x
    const preview = (spec) =>
      timed(() =>
        fetch(`${base}/api/charts/preview`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({
            datasetId: dataset.id,
            title: 'Probe',
            xColumn: year,
            yColumns: [value],
            seriesColumn: null,
            seriesValues: [],
            aggregation: 'none',
            grain: 'none',
            rangeFrom: null,
            rangeTo: null,
            unit: '',
            ...spec,
          }),
        }),
      );
    stop = watch(base, other);
    const kpi = await preview({ type: 'kpi', yColumns: Array(10).fill(value) });
    const text = await preview({ type: 'line', xColumn: entity });
    seen = await stop();
    log(
      `KPI ×10: ${kpi.status} in ${kpi.ms.toFixed(0)} ms; text-x line: ${text.status} in ${text.ms.toFixed(0)} ms`,
    );
    log(`  meanwhile /me: ${summary(seen.me)}; /health: ${summary(seen.health)}`);
    log(`RSS at the end: ${(process.memoryUsage().rss / 2 ** 30).toFixed(2)} GiB`);
    await app.close();
  } finally {
    await database.close();
    rmSync(tempDir, { recursive: true, force: true });
  }
}

await main();
