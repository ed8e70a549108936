#!/usr/bin/env node
// `npm run bench:live`: issue 31's numbers for the live layer and the team board. Never part of
// `npm test` (times depend on the machine).
//
//   DATABASE_URL=postgres://… npm run bench:live   (or BENCH_DATABASE_URL; PostgreSQL is required:
//                                                  two instances share one database)
//   node bench/live.js --no-build                  reuse apps/web/dist and apps/server/dist
//   BENCH_LIVE_STREAMS=200 BENCH_LIVE_MOVES=100 BENCH_LIVE_USERS=25 BENCH_BOARD_RUNS=3
//   BENCH_LIVE_MOVERS=20 BENCH_LIVE_MOVER_SECONDS=30
//
// 1. Two production server instances on one throwaway PostgreSQL database; STREAMS live streams
//    (`GET /api/events`) opened by USERS viewers, half on each instance; MOVES card moves
//    (`POST /api/kanban/cards/:id/move`), one at a time, alternately through each instance. For
//    each move and stream: the time from the move's request to the stream's event (p50/p99, the
//    streams on the mover's instance and on the other), and any event that never came (5 s).
// 2. The moves' board, 500 cards in 10 columns: its API read (time, bytes) and the page's first
//    load in Chromium (plain HTTP, cold cache): all 500 cards drawn, then their drag handles
//    (drag and drop loads after the first paint), the JavaScript fetched by then.
// 3. MOVERS people moving cards at once for MOVER_SECONDS, half through each instance, each its
//    own cards (every move to the top of a column another mover may be moving to): every move
//    acknowledged must be on the board read after (its column, its card's version), none lost.
//
// The streams' client runs in this process, on the same two cores as both servers, PostgreSQL
// and Chromium: the figures are this machine's, loaded. Writes bench/results/live-latest.md/json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { hash } from '@node-rs/argon2';
import { chromium } from 'playwright-core';
import { throwawayDatabase } from '../scripts/lib/throwaway-database.js';
import { openSql } from './lib/bench-data.js';
import { postgresUrlFromEnv } from './lib/data-server.js';
import { CHROME_FLAGS } from './lib/lighthouse.js';
import { call, openStream, quantile } from './lib/live-streams.js';
import { demoToken, requestText, root, runOrThrow, startNode } from './lib/processes.js';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 200);
const MOVES = Number(process.env.BENCH_LIVE_MOVES ?? 100);
const USERS = Number(process.env.BENCH_LIVE_USERS ?? 25);
const BOARD_RUNS = Number(process.env.BENCH_BOARD_RUNS ?? 3);
const MOVERS = Number(process.env.BENCH_LIVE_MOVERS ?? 20);
const MOVER_SECONDS = Number(process.env.BENCH_LIVE_MOVER_SECONDS ?? 30);
const COLUMNS = 10;
const CARDS = 500;
const EVENT_WAIT_MS = 5_000;
const PASSWORD = 'bench-password-1234';

const postgresUrl = postgresUrlFromEnv();
if (!postgresUrl) {
  console.error('bench/live.js needs PostgreSQL: set BENCH_DATABASE_URL or DATABASE_URL');
  process.exit(1);
}

const round = (ms) => Math.round(ms * 10) / 10;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Two instances on one database: A migrates and seeds it, then B starts on it. */
async function startInstances(databaseUrl, tempDir) {
  const env = (name) => ({
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(tempDir, name),
    UPLOAD_DIR: join(tempDir, name, 'uploads'),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    NODE_ENV: 'production',
  });
  const a = await startNode('apps/server/dist/main.js', env('a'), '/api/health');
  const b = await startNode('apps/server/dist/main.js', env('b'), '/api/health');
  return [a, b];
}

/** USERS viewers (through SQL, one argon2id hash for all), signed in through A. */
async function viewers(databaseUrl, base) {
  const sql = await openSql(databaseUrl);
  const passwordHash = await hash(PASSWORD);
  const emails = Array.from({ length: USERS }, (_, i) => `bench-live-${i + 1}@bench.keeling.app`);
  for (const email of emails)
    await sql.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, role, is_verified)
       VALUES ($1, $2, 'Bench', 'Viewer', 'viewer', true)`,
      [email, passwordHash],
    );
  await sql.close();
  const tokens = [];
  for (const email of emails) {
    const res = await requestText(`${base}/api/auth/login`, {
      method: 'POST',
      json: { email, password: PASSWORD },
    });
    if (res.status !== 200) throw new Error(`login ${email}: HTTP ${res.status}`);
    tokens.push(JSON.parse(res.text).data.token);
  }
  return tokens;
}

/** A board of CARDS cards in COLUMNS columns, made through the API (four requests at a time). */
async function makeBoard(base, token) {
  const columns = Array.from({ length: COLUMNS }, (_, i) => `Column ${i + 1}`);
  const { board } = await call(base, token, 'POST', '/api/kanban/boards', {
    title: 'Bench board',
    columns,
  });
  const details = await call(base, token, 'GET', `/api/kanban/boards/${board.id}`);
  const jobs = Array.from({ length: CARDS }, (_, i) => i);
  const cards = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = jobs.shift(); i !== undefined; i = jobs.shift()) {
        const column = details.columns[i % COLUMNS];
        const { card } = await call(base, token, 'POST', `/api/kanban/columns/${column.id}/cards`, {
          title: `Card ${i + 1}: sample the plot and log the reading`,
        });
        cards[i] = { id: card.id, version: card.version, column: i % COLUMNS };
      }
    }),
  );
  return { id: board.id, columns: details.columns.map((c) => c.id), cards };
}

/** Opens STREAMS streams, the i-th for viewer i mod USERS, on A for even i and B for odd. */
async function openStreams(instances, tokens) {
  const streams = [];
  for (let i = 0; i < STREAMS; i++)
    streams.push(await openStream(instances[i % 2].url, tokens[i % tokens.length]));
  return streams;
}

/** MOVES moves one at a time, each waiting for every stream's event (or EVENT_WAIT_MS). */
async function measureMoves(instances, token, board, streams) {
  const same = [];
  const other = [];
  const requests = [];
  let missing = 0;
  for (let i = 0; i < MOVES; i++) {
    const mover = instances[i % 2];
    const card = board.cards[(i * 7) % CARDS];
    const column = (card.column + 1) % COLUMNS;
    const started = performance.now();
    const { card: moved } = await call(
      mover.url,
      token,
      'POST',
      `/api/kanban/cards/${card.id}/move`,
      {
        columnId: board.columns[column],
        afterId: null,
        version: card.version,
      },
    );
    requests.push(performance.now() - started);
    Object.assign(card, { version: moved.version, column });
    const key = `${card.id}:${moved.version}`;
    const deadline = performance.now() + EVENT_WAIT_MS;
    while (streams.some((s) => !s.arrivals.has(key)) && performance.now() < deadline)
      await sleep(2);
    for (const stream of streams) {
      const at = stream.arrivals.get(key);
      if (at === undefined) missing++;
      else (stream.base === mover.url ? same : other).push(at - started);
      stream.arrivals.delete(key);
    }
  }
  const summary = (values) => ({
    count: values.length,
    p50: round(quantile(values, 0.5)),
    p99: round(quantile(values, 0.99)),
    max: round(Math.max(...values)),
  });
  return {
    all: summary([...same, ...other]),
    sameInstance: summary(same),
    otherInstance: summary(other),
    moveRequest: summary(requests),
    missing,
    endedStreams: streams.filter((s) => s.ended()).length,
  };
}

/**
 * MOVERS movers at once for MOVER_SECONDS, mover m through instance m mod 2, moving its own
 * cards (m, m + MOVERS, …) in turn to the top of the next column. Then the board is read: a
 * move is lost when its card is not in the column of its last acknowledged move, or its version
 * is not its starting one plus its acknowledged moves.
 */
async function concurrentMoves(instances, token, board) {
  const until = performance.now() + MOVER_SECONDS * 1000;
  const start = board.cards.map((card) => card.version);
  const acknowledged = board.cards.map(() => 0);
  const times = [];
  let refused = 0;
  await Promise.all(
    Array.from({ length: MOVERS }, async (_, m) => {
      const base = instances[m % 2].url;
      const own = board.cards.map((_, i) => i).filter((i) => i % MOVERS === m);
      for (let turn = 0; performance.now() < until; turn++) {
        const i = own[turn % own.length];
        const card = board.cards[i];
        const column = (card.column + 1) % COLUMNS;
        const started = performance.now();
        const res = await requestText(`${base}/api/kanban/cards/${card.id}/move`, {
          method: 'POST',
          json: { columnId: board.columns[column], afterId: null, version: card.version },
          headers: { authorization: `Bearer ${token}` },
        });
        times.push(performance.now() - started);
        if (res.status !== 200) {
          refused++;
          continue;
        }
        Object.assign(card, { version: JSON.parse(res.text).card.version, column });
        acknowledged[i]++;
      }
    }),
  );
  const saved = await call(instances[0].url, token, 'GET', `/api/kanban/boards/${board.id}`);
  const byId = new Map(saved.cards.map((card) => [card.id, card]));
  let lost = 0;
  board.cards.forEach((card, i) => {
    const read = byId.get(card.id);
    if (
      !read ||
      read.columnId !== board.columns[card.column] ||
      read.version !== start[i] + acknowledged[i]
    )
      lost++;
  });
  return {
    movers: MOVERS,
    seconds: MOVER_SECONDS,
    acknowledged: acknowledged.reduce((sum, n) => sum + n, 0),
    refused,
    lost,
    p50: round(quantile(times, 0.5)),
    p99: round(quantile(times, 0.99)),
  };
}

/** The board's API read: median time of 10, bytes as sent (JSON) and gzipped. */
async function boardRead(base, token, boardId) {
  const times = [];
  let text = '';
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    const res = await requestText(`${base}/api/kanban/boards/${boardId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    times.push(performance.now() - started);
    text = res.text;
  }
  return {
    medianMs: round(quantile(times, 0.5)),
    bytes: Buffer.byteLength(text),
    gzipBytes: gzipSync(text).length,
  };
}

/** The page's first load in Chromium (cold context): cards drawn, handles drawn, JS fetched. */
async function pageLoads(base, token, boardId) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS,
  });
  const runs = [];
  try {
    for (let run = 0; run < BOARD_RUNS; run++) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      await context.addInitScript((t) => sessionStorage.setItem('accessToken', t), token);
      const page = await context.newPage();
      await page.goto(`${base}/dashboard/kanban?board=${boardId}`);
      const scriptsNow = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
            .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        );
      await page.waitForFunction(
        (n) => document.querySelectorAll('main section li h3').length >= n,
        CARDS,
        { polling: 'raf', timeout: 60_000 },
      );
      const cardsMs = await page.evaluate(() => performance.now());
      const cardsJs = await scriptsNow();
      await page.waitForFunction(
        (n) => document.querySelectorAll('main section li [id^="kanban-drag-"]').length >= n,
        CARDS,
        { polling: 'raf', timeout: 60_000 },
      );
      const handlesMs = await page.evaluate(() => performance.now());
      runs.push({ cardsMs, handlesMs, cardsJsBytes: cardsJs, allJsBytes: await scriptsNow() });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (key) =>
    quantile(
      runs.map((r) => r[key]),
      0.5,
    );
  return {
    runs: runs.length,
    cardsDrawnMs: round(median('cardsMs')),
    handlesDrawnMs: round(median('handlesMs')),
    jsAtCardsKiB: round(median('cardsJsBytes') / 1024),
    jsAtHandlesKiB: round(median('allJsBytes') / 1024),
  };
}

function report(result) {
  const { live, board, machine, movers } = result;
  const row = (name, s) => `| ${name} | ${s.count} | ${s.p50} | **${s.p99}** | ${s.max} |`;
  return [
    `# Live bench (${machine.date})`,
    '',
    `${machine.nproc} CPU · ${machine.memoryGiB} GiB · Node ${machine.node} · load ${machine.load} · two instances on one PostgreSQL`,
    '',
    `${STREAMS} streams (${USERS} viewers), ${MOVES} moves alternately through each instance; ms from the move's request to the stream's event:`,
    '',
    '| deliveries | count | p50 | p99 | max |',
    '|---|---:|---:|---:|---:|',
    row('every stream', live.all),
    row("streams on the mover's instance", live.sameInstance),
    row('streams on the other instance', live.otherInstance),
    row('the move request itself', live.moveRequest),
    '',
    `Events that never came: ${live.missing}; streams ended by the server: ${live.endedStreams}.`,
    '',
    `Board of ${CARDS} cards in ${COLUMNS} columns: API read ${board.api.medianMs} ms (median of 10), ${round(board.api.bytes / 1024)} KiB JSON, ${round(board.api.gzipBytes / 1024)} KiB gzip.`,
    `Page, Chromium, plain HTTP, cold (median of ${board.page.runs}): all cards drawn at ${board.page.cardsDrawnMs} ms with ${board.page.jsAtCardsKiB} KiB of JS fetched (compressed); drag handles at ${board.page.handlesDrawnMs} ms, ${board.page.jsAtHandlesKiB} KiB by then.`,
    '',
    `${movers.movers} movers at once for ${movers.seconds} s through both instances: ${movers.acknowledged} moves acknowledged (request p50 ${movers.p50} ms, p99 ${movers.p99} ms), ${movers.refused} refused, **${movers.lost} lost**.`,
    '',
  ].join('\n');
}

async function main() {
  if (!process.argv.includes('--no-build')) runOrThrow('npm', ['run', 'build']);
  const tempDir = mkdtempSync(join(tmpdir(), 'keeling-bench-live-'));
  const database = await throwawayDatabase(postgresUrl, { prefix: 'keeling_bench_live' });
  const instances = await startInstances(database.url, tempDir);
  const streams = [];
  try {
    const admin = await demoToken(instances[0].url);
    const tokens = await viewers(database.url, instances[0].url);
    console.log(`making a board of ${CARDS} cards in ${COLUMNS} columns`);
    const board = await makeBoard(instances[0].url, admin);
    console.log(`opening ${STREAMS} streams on two instances`);
    streams.push(...(await openStreams(instances, tokens)));
    console.log(`${MOVES} moves`);
    const live = await measureMoves(instances, admin, board, streams);
    for (const stream of streams) stream.close();
    console.log('the board: API read and page load');
    const api = await boardRead(instances[1].url, admin, board.id);
    const page = await pageLoads(instances[1].url, admin, board.id);
    console.log(`${MOVERS} movers at once for ${MOVER_SECONDS} s`);
    const movers = await concurrentMoves(instances, admin, board);
    const result = {
      machine: {
        date: new Date().toISOString(),
        nproc: cpus().length,
        memoryGiB: Math.round(totalmem() / 2 ** 30),
        node: process.versions.node,
        load: loadavg()
          .map((l) => l.toFixed(1))
          .join(' '),
      },
      settings: {
        streams: STREAMS,
        users: USERS,
        moves: MOVES,
        columns: COLUMNS,
        cards: CARDS,
        movers: MOVERS,
        moverSeconds: MOVER_SECONDS,
      },
      live,
      board: { api, page },
      movers,
    };
    const markdown = report(result);
    console.log(`\n${markdown}`);
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      join(root, 'bench/results/live-latest.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    writeFileSync(join(root, 'bench/results/live-latest.md'), markdown);
  } finally {
    for (const stream of streams) stream.close();
    for (const instance of instances.reverse()) await instance.stop();
    await database.drop();
    rmSync(tempDir, { recursive: true, force: true });
  }
}

await main();
