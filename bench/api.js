#!/usr/bin/env node
// `npm run bench`: HTTP throughput of the production server, as ratios to a bare Node floor.
// Never part of `npm test` (times depend on the machine; sizes are checked by size-budget.js).
//
//   npm run bench                       PGlite in a fresh temporary data directory
//   DATABASE_URL=postgres://… npm run bench   PostgreSQL (bench users and articles, deleted at the end)
//   node bench/api.js --no-build        reuse apps/server/dist
//   BENCH_WARMUP=5 BENCH_DURATION=10 BENCH_ROUNDS=2   seconds per run, rounds (interleaved)
//
// Writes bench/results/latest.md and bench/results/latest.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import {
  ARTICLES,
  benchUsers,
  EVERYWHERE_WORD,
  hasTable,
  insertBenchArticles,
  insertBenchUsers,
  openSql,
  removeBenchData,
  SEARCH_WORD,
} from './lib/bench-data.js';
import { cannon, loginRequests, measure } from './lib/load.js';
import { root, runOrThrow, startNode } from './lib/processes.js';

const times = {
  warmup: Number(process.env.BENCH_WARMUP ?? 5),
  duration: Number(process.env.BENCH_DURATION ?? 10),
};
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const started = Date.now();

const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL
  : undefined;
const tempDir = mkdtempSync(join(tmpdir(), 'keeling-bench-'));
const databaseUrl = postgresUrl ?? `pglite://${join(tempDir, 'db')}`;
const driver = postgresUrl ? 'PostgreSQL' : 'PGlite';

const serverEnv = {
  DATABASE_URL: databaseUrl,
  DATA_DIR: tempDir,
  UPLOAD_DIR: join(tempDir, 'uploads'),
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  // Request logging off: it measures the framework and the database, not pino's stdout.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  NODE_ENV: 'production',
};

const json = (res) => {
  if (!res.ok) throw new Error(`${res.url}: HTTP ${res.status}`);
  return res.json();
};

async function main() {
  if (!process.argv.includes('--no-build'))
    runOrThrow('npm', ['run', 'build', '-w', '@keeling/server']);

  // 1. First start: migrations and the demo seed. Then stop, so the bench can hold the database.
  console.log(`\n${driver}: ${postgresUrl ? 'DATABASE_URL' : databaseUrl}`);
  let server = await startNode('apps/server/dist/main.js', serverEnv, '/api/health');
  await server.stop();

  // 2. Bench data through SQL (server stopped): users for logins, 10,000 articles when blog exists.
  const sql = await openSql(databaseUrl);
  await insertBenchUsers(sql);
  const blog = await hasTable(sql, 'articles');
  const seedMs = blog ? await insertBenchArticles(sql) : null;
  if (seedMs !== null) console.log(`inserted ${ARTICLES} articles in ${seedMs.toFixed(0)} ms`);
  await sql.close();

  // 3. Production server + floor, both in their own processes.
  server = await startNode('apps/server/dist/main.js', serverEnv, '/api/health');
  const floor = await startNode('bench/floor-server.js', {}, '/');
  try {
    return await runBench(server, floor, blog, seedMs);
  } finally {
    await floor.stop();
    await server.stop();
    if (postgresUrl) await removeFromPostgres();
  }
}

/** A PostgreSQL database keeps no bench rows (PGlite's is a temp dir, removed whole). */
async function removeFromPostgres() {
  const sql = await openSql(databaseUrl);
  try {
    const gone = await removeBenchData(sql);
    console.log(`removed the bench's ${gone.articles} articles and ${gone.users} users`);
  } finally {
    await sql.close();
  }
}

async function runBench(server, floor, blog, seedMs) {
  const base = server.url;
  const login = await json(
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@keeling.app', password: 'keeling-demo' }),
    }),
  );
  const auth = { authorization: `Bearer ${login.data.token}` };

  /** @type {import('./lib/load.js').Target[]} */
  const targets = [
    { name: 'floor: bare Node http (separate process)', path: '/', base: floor.url },
    { name: 'GET /api/health (no auth, one select 1)', path: '/api/health' },
    {
      // The authenticated route without a database query: the verified token and the user row
      // are cached (on PostgreSQL kept exact across instances by write notifications).
      name: 'GET /api/auth/me (JWT, user cached: no DB query)',
      path: '/api/auth/me',
      headers: auth,
    },
  ];
  let articleId = null;
  const blogApi = blog
    ? await fetch(`${base}/api/blog/articles?page=1&size=12`, { headers: auth })
    : null;
  if (blogApi?.ok) {
    const page = await blogApi.json();
    articleId = page.items?.[0]?.id ?? page.data?.items?.[0]?.id ?? null;
    targets.push(
      {
        name: 'GET /api/blog/articles?page=1&size=12',
        path: '/api/blog/articles?page=1&size=12',
        headers: auth,
      },
      {
        name: `GET /api/blog/articles?…&search=${SEARCH_WORD}`,
        path: `/api/blog/articles?page=1&size=12&search=${SEARCH_WORD}`,
        headers: auth,
      },
    );
    if (articleId)
      targets.push({
        name: 'GET /api/blog/article?id=',
        path: `/api/blog/article?id=${articleId}`,
        headers: auth,
      });
  } else if (blog) {
    console.log(`articles table exists but the blog API answered ${blogApi?.status}: skipped`);
  }
  targets.push({
    name: 'POST /api/auth/login (argon2id, 8 users)',
    path: '/api/auth/login',
    method: 'POST',
    setupRequest: loginRequests(benchUsers()),
  });

  /** @type {Record<string, import('./lib/load.js').Run[]>} */
  const runs = Object.fromEntries(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      process.stdout.write(`round ${round}/${rounds}  ${target.name} … `);
      const run = await measure(base, target, times);
      runs[target.name].push(run);
      console.log(`${run.rps.toFixed(0)} req/s, p99 ${run.p99} ms, errors ${run.errors}`);
    }
  }

  const heavy = blogApi?.ok ? await heavyQueryProbe(base, auth) : null;
  return { targets, runs, heavy, seedMs, articleId };
}

/**
 * p99 of GET /api/auth/me (10 connections) alone, then while searches matching all 10,000
 * article bodies run back to back (2 in flight, size=100). PGlite runs one query at a time (in
 * its worker thread): this shows whether other requests keep being served meanwhile.
 */
async function heavyQueryProbe(base, auth) {
  const me = { name: 'me', path: '/api/auth/me', headers: auth, connections: 10 };
  // A new excluded word each time: the same 10,000 matches, but never a cached count.
  let heavyRuns = 0;
  const heavyPath = `/api/blog/articles?page=1&size=100&search=${EVERYWHERE_WORD}+-zz<n>`;
  const timeOne = async () => {
    const t0 = performance.now();
    const path = heavyPath.replace('<n>', String(++heavyRuns));
    const res = await fetch(base + path, { headers: auth });
    await res.arrayBuffer();
    return { ms: performance.now() - t0, status: res.status };
  };
  const alone = await timeOne();
  const quiet = await measure(base, me, { warmup: 2, duration: times.duration });
  let stop = false;
  const heavyTimes = [];
  const loop = async () => {
    while (!stop) heavyTimes.push(await timeOne());
  };
  const loops = [loop(), loop()];
  const busy = await cannon(base, me, times.duration);
  stop = true;
  await Promise.all(loops);
  const ms = heavyTimes.map((h) => h.ms).sort((a, b) => a - b);
  return {
    heavyPath,
    heavyAloneMs: alone.ms,
    heavyStatus: alone.status,
    heavyCount: ms.length,
    heavyMedianMs: ms[Math.floor(ms.length / 2)] ?? null,
    quiet,
    busy,
  };
}

const fmt = (n, digits = 0) => (n === null || n === undefined ? '—' : n.toFixed(digits));
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

function report({ targets, runs, heavy, seedMs }) {
  const floorRuns = runs[targets[0].name];
  const rows = targets.map((target) => {
    const list = runs[target.name];
    // Ratio per round against the floor of the same round, then averaged.
    const ratio = mean(list.map((run, i) => run.rps / floorRuns[i].rps));
    return {
      target: target.name,
      rps: mean(list.map((r) => r.rps)),
      rpsRounds: list.map((r) => Math.round(r.rps)),
      p50: mean(list.map((r) => r.p50)),
      p99: mean(list.map((r) => r.p99)),
      errors: list.reduce((a, r) => a + r.errors, 0),
      ratio,
    };
  });
  const machine = {
    nproc: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    driver,
    date: new Date().toISOString(),
    warmupSeconds: times.warmup,
    durationSeconds: times.duration,
    rounds,
    connections: 50,
    logLevel: serverEnv.LOG_LEVEL,
  };

  const lines = [
    `# API benchmark (${driver})`,
    '',
    `${machine.date} · ${machine.nproc} CPU (${machine.cpu}) · ${machine.memoryGiB} GiB · Node ${machine.node} · ` +
      `autocannon 50 connections, ${times.warmup} s warm-up + ${times.duration} s measured, ${rounds} rounds interleaved · LOG_LEVEL=${machine.logLevel}`,
    '',
    '| target | req/s (mean) | rounds | p50 ms | p99 ms | errors | × floor |',
    '|---|---:|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.target} | ${fmt(r.rps)} | ${r.rpsRounds.join(' / ')} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${r.errors} | ${r.ratio < 0.1 ? r.ratio.toFixed(4) : r.ratio.toFixed(2)}× |`,
    ),
  ];
  if (!rows.some((r) => r.target.includes('/api/blog/')))
    lines.push('| blog routes | — | — | — | — | — | not built yet |');
  lines.push(
    '',
    'Errors = non-2xx + socket errors + timeouts, summed over rounds.',
    postgresUrl
      ? 'Authenticated route without a DB query: `/api/auth/me` (the signed-in user is cached in memory; every instance drops it when a write to `users` is notified on `keeling_writes`).'
      : 'Authenticated route without a DB query: `/api/auth/me` (the signed-in user is cached in memory on PGlite).',
  );
  if (seedMs !== null)
    lines.push(
      '',
      `Seed: ${ARTICLES} articles inserted by one \`INSERT … SELECT generate_series\` from the bench script (server stopped) in ${fmt(seedMs)} ms.`,
    );
  if (heavy) {
    lines.push(
      '',
      '## GET /api/auth/me while heavy queries run',
      '',
      `Heavy request: \`${heavy.heavyPath}\` (matches all ${ARTICLES} bodies): ${fmt(heavy.heavyAloneMs)} ms alone (HTTP ${heavy.heavyStatus}), median ${fmt(heavy.heavyMedianMs)} ms under load, ${heavy.heavyCount} run back to back (2 in flight).`,
      '',
      '| /api/auth/me, 10 connections | req/s | p50 ms | p99 ms | errors |',
      '|---|---:|---:|---:|---:|',
      `| alone | ${fmt(heavy.quiet.rps)} | ${fmt(heavy.quiet.p50, 1)} | ${fmt(heavy.quiet.p99, 1)} | ${heavy.quiet.errors} |`,
      `| during the heavy searches | ${fmt(heavy.busy.rps)} | ${fmt(heavy.busy.p50, 1)} | ${fmt(heavy.busy.p99, 1)} | ${heavy.busy.errors} |`,
    );
  } else {
    lines.push(
      '',
      '## GET /api/auth/me while heavy queries run',
      '',
      'Not measured: no route runs an unbounded query yet (the blog module is not built).',
    );
  }
  lines.push('', `Total bench time: ${((Date.now() - started) / 1000).toFixed(0)} s.`, '');

  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'latest.md'), lines.join('\n'));
  writeFileSync(
    join(dir, 'latest.json'),
    `${JSON.stringify({ machine, rows, heavy, seedMs, runs }, null, 2)}\n`,
  );
  console.log(`\n${lines.join('\n')}`);
  console.log('written: bench/results/latest.md, bench/results/latest.json');
}

try {
  report(await main());
} finally {
  rmSync(tempDir, { recursive: true, force: true });
}
