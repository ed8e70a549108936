#!/usr/bin/env node
// Fault scripts (issue 20), against the production build (`npm run build` first), on PGlite or,
// with DATABASE_URL=postgres://…, on PostgreSQL. PG_DATA_DIR and PG_BIN (the cluster .ci/run
// started) add the PostgreSQL restart and freeze scenarios. Exits 1 if any scenario fails.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { throwawayDatabase } from '../lib/throwaway-database.js';
import { call, freePort, missing, running, signIn, sleep, startServer, writeStorm } from './lib.js';
import { slowClient } from './slow-client.js';

const dir = mkdtempSync(join(tmpdir(), 'keeling-faults-'));
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
const { PG_DATA_DIR, PG_BIN } = process.env;
const database = onPostgres
  ? await throwawayDatabase(process.env.DATABASE_URL, { prefix: 'keeling_faults' })
  : null;
const results = [];

/**
 * Runs one scenario. `run` gets a `start` for its own servers (its own port and data folder, so
 * scenarios can run side by side); whatever it started and left running is killed after it.
 */
async function scenario(name, run) {
  const started = Date.now();
  const own = new Set();
  const port = await freePort();
  const folder = mkdtempSync(join(dir, 'scenario-'));
  const start = async () => {
    const server = await startServer({ dir: folder, port, databaseUrl: database?.url });
    own.add(server.child);
    return server;
  };
  try {
    const detail = await run(start, port);
    results.push(true);
    console.log(`ok    ${name} (${((Date.now() - started) / 1000).toFixed(1)} s): ${detail}`);
  } catch (error) {
    results.push(false);
    console.log(`FAIL  ${name}: ${error.message}`);
  } finally {
    for (const child of own) if (running.has(child)) child.kill('SIGKILL');
  }
}

// However a scenario hangs, the script ends: CI must not wait for it.
setTimeout(() => {
  console.log('FAIL  the fault scripts took more than ten minutes');
  for (const child of running) child.kill('SIGKILL');
  process.exit(1);
}, 600_000).unref();

const assert = (condition, message) => {
  if (!condition) throw new Error(message);
};

/**
 * Writes around `fault`: from the moment the server has acknowledged writes (a condition, so a
 * busy machine does not fault it before its first answer) and for `ms` after it, while it
 * recovers. The caller then checks every acknowledged write is still there.
 */
async function stormAround(server, fault, ms = 2_000) {
  const token = await signIn(server);
  const storm = writeStorm(server, token);
  await storm.acknowledgedAtLeast(20);
  await fault();
  await sleep(ms / 2);
  await storm.stop();
  return storm;
}

/**
 * pg_ctl as the postgres user, without blocking the writers meanwhile. Its output goes nowhere:
 * a postmaster it starts keeps what it inherited open, so a captured pipe would never end.
 */
const pgCtl = (args) =>
  new Promise((resolve, reject) => {
    const command = `'${PG_BIN}/pg_ctl' -D '${PG_DATA_DIR}' ${args}`;
    const child = spawn('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_ctl ${args}: ${code}`)),
    );
  });

/** The postmaster and its children (backends): the cluster .ci/run started, nothing else. */
function clusterPids() {
  const postmaster = readFileSync(join(PG_DATA_DIR, 'postmaster.pid'), 'utf8').split('\n')[0];
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', postmaster]).toString().split(/\s+/);
  return [postmaster, ...children].map(Number).filter((pid) => pid > 0);
}

// The slow clients wait ≈ 30 s for the server's timeout and touch no database: they run beside
// the other scenarios, on a server of their own (started first: one migration at a time).
let slowServerUp;
const slowServerStarted = new Promise((resolve) => {
  slowServerUp = resolve;
});
const slowClients = scenario(
  'slow-header and slow-body clients are cut within the timeout + 5 s',
  async (start, port) => {
    const server = await start().finally(slowServerUp);
    const [headers, body] = await Promise.all([
      slowClient(port, 'headers'),
      slowClient(port, 'body'),
    ]);
    server.child.kill('SIGTERM');
    await server.exited;
    for (const [label, ms] of [
      ['headers', headers],
      ['body', body],
    ]) {
      assert(ms < 35_000, `slow ${label} held the connection ${ms} ms`);
    }
    return `cut after ${headers} ms (headers) and ${body} ms (body)`;
  },
);
await slowServerStarted;

await scenario(
  'kill -9 of the API during a write storm loses no acknowledged write',
  async (start) => {
    let server = await start();
    const storm = await stormAround(server, async () => {
      server.child.kill('SIGKILL');
      await server.exited;
    });
    assert(storm.acknowledged.length > 0, 'no write was acknowledged before the kill');
    server = await start();
    const lost = await missing(server, await signIn(server), storm.acknowledged);
    server.child.kill('SIGTERM');
    await server.exited;
    assert(
      lost.length === 0,
      `${lost.length} of ${storm.acknowledged.length} acknowledged writes lost`,
    );
    return `${storm.acknowledged.length} acknowledged writes, all present after restart`;
  },
);

await scenario('SIGTERM answers the requests in flight and exits 0', async (start) => {
  const server = await start();
  const token = await signIn(server);
  // Many writes at once, SIGTERM while they run: each that reached the server gets its answer
  // (200, or 503 once closing); one refused at connect never reached it.
  const inFlight = Array.from({ length: 40 }, (_, i) =>
    call(server, 'POST', '/api/blog/update_insert_article', {
      token,
      body: { title: `term ${i}` },
    }).catch((error) => ({
      status: error.cause?.code === 'ECONNREFUSED' ? 'refused' : 'cut',
      error,
    })),
  );
  await sleep(30);
  server.child.kill('SIGTERM');
  const answers = await Promise.all(inFlight);
  const { code } = await Promise.race([
    server.exited,
    sleep(15_000).then(() => ({ code: 'timeout' })),
  ]);
  assert(code === 0, `exit code ${code}`);
  const count = (status) => answers.filter((a) => a.status === status).length;
  assert(count('cut') === 0, `${count('cut')} requests in flight got no answer`);
  return `exit 0; ${count(200)} × 200, ${count(503)} × 503, ${count('refused')} refused at connect`;
});

if (onPostgres && PG_DATA_DIR && PG_BIN) {
  await scenario(
    'PostgreSQL killed and restarted while serving: 503s, recovery, nothing lost',
    async (start) => {
      const server = await start();
      const storm = await stormAround(
        server,
        async () => {
          await pgCtl('-m immediate -w stop');
          await sleep(2_000);
          // restart reuses the options the cluster was started with (postmaster.opts)
          await pgCtl('-w restart');
        },
        6_000,
      );
      assert(storm.maxMs < 20_000, `a write waited ${storm.maxMs} ms`);
      assert(server.child.exitCode === null, 'the API died');
      const health = await call(server, 'GET', '/api/health');
      assert(health.status === 200, `health ${health.status} after the restart`);
      const lost = await missing(server, await signIn(server), storm.acknowledged);
      server.child.kill('SIGTERM');
      await server.exited;
      assert(lost.length === 0, `${lost.length} acknowledged writes lost`);
      const { unavailable, refused, network } = storm.failures;
      return `${storm.acknowledged.length} acknowledged; ${unavailable} × 503 (slowest answer ${storm.maxMs} ms), ${refused} other refusals, ${network} network errors; none lost`;
    },
  );

  await scenario(
    'PostgreSQL frozen for 8 s: bounded 503s, recovery, nothing lost',
    async (start) => {
      const server = await start();
      let during = null;
      const storm = await stormAround(
        server,
        async () => {
          const pids = clusterPids();
          try {
            for (const pid of pids) process.kill(pid, 'SIGSTOP');
            during = await call(server, 'GET', '/api/health', { timeoutMs: 20_000 });
            await sleep(8_000);
          } finally {
            for (const pid of pids) process.kill(pid, 'SIGCONT');
          }
        },
        4_000,
      );
      assert(
        during?.status === 503 && during.ms < 5_000,
        `health while frozen: ${during?.status} in ${during?.ms} ms`,
      );
      assert(storm.maxMs < 20_000, `a write waited ${storm.maxMs} ms`);
      assert(server.child.exitCode === null, 'the API died');
      const lost = await missing(server, await signIn(server), storm.acknowledged);
      server.child.kill('SIGTERM');
      await server.exited;
      assert(lost.length === 0, `${lost.length} acknowledged writes lost`);
      return `health 503 in ${during.ms} ms while frozen; ${storm.acknowledged.length} acknowledged, ${storm.failures.unavailable} × 503 (slowest answer ${storm.maxMs} ms); none lost`;
    },
  );
}

await slowClients;
await database?.drop();
const failed = results.filter((ok) => !ok).length;
if (failed) console.log(`the servers' logs are in ${dir}`);
else rmSync(dir, { recursive: true, force: true });
console.log(
  `\nfault scripts on ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${failed ? `${failed} of ${results.length} scenarios FAILED` : `all ${results.length} scenarios held`}`,
);
process.exit(failed ? 1 : 0);
