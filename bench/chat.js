#!/usr/bin/env node
// `npm run bench:chat` (issue 33): the chat's numbers on the server, over HTTP against the app
// built from source (tsx), on PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL names one (a
// throwaway database, two app instances on it), else on PGlite (one instance). Never part of
// `npm test`.
//   history: a conversation of 100,000 messages: its newest page, and 1,000 messages paged back
//            (20 pages of 50, keyset on the sequence number);
//   unread:  the conversation list of a member with 100,000 unread (counts and their sum);
//   live:    200 senders in two groups of 100, each member's stream open on instance A or B,
//            messages sent through A and B in turn at a steady rate: send latency, and the time
//            from a send's start to its event on every member's stream (none lost or doubled).
//
//   BENCH_CHAT_MESSAGES=100000  messages of the long conversation
//   BENCH_CHAT_SENDERS=200      senders (and streams)
//   BENCH_CHAT_SENDS=2          messages each sender sends
//   BENCH_CHAT_RATE=5           messages a second, all senders together (a send refused, 503 or
//                               429, is counted and left out)
//
// Writes bench/results/chat-latest.md and bench/results/chat-latest.json.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { throwawayDatabase } from '../scripts/lib/throwaway-database.js';
import { postgresUrlFromEnv } from './lib/data-server.js';
import { root } from './lib/processes.js';
import { openTimedStream } from './lib/sse-timed.js';

register();
const serverModule = (path) => import(pathToFileURL(join(root, 'apps/server/src', path)).href);

const HISTORY = Number(process.env.BENCH_CHAT_MESSAGES ?? 100_000);
const SENDERS = Number(process.env.BENCH_CHAT_SENDERS ?? 200);
const SENDS_EACH = Number(process.env.BENCH_CHAT_SENDS ?? 2);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 5);
const RUNS = 30;
const GROUP_MAX = 100;
const SETTLE_MS = 20_000;
const log = (line) => console.log(line);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(1)} ms`;
const summary = (values) => ({
  p50: percentile(values, 50),
  p99: percentile(values, 99),
  max: Math.max(...values),
  n: values.length,
});
const line = (label, s) =>
  `${label}: p50 ${ms(s.p50)}, p99 ${ms(s.p99)}, max ${ms(s.max)} (${s.n})`;

function configFor(tempDir, database) {
  return {
    database,
    port: 0,
    host: '127.0.0.1',
    jwtSecret: new TextEncoder().encode(randomBytes(32).toString('hex')),
    jwtTtlSeconds: 3600,
    uploadDir: join(tempDir, 'uploads'),
    registrationRole: 'viewer',
    appName: 'Keeling',
    seedAdminEmail: 'bench@keeling.app',
    seedAdminPassword: randomBytes(12).toString('hex'),
    dataDir: join(tempDir, 'data'),
    webDist: join(tempDir, 'no-web'),
    logLevel: 'silent',
    trustProxy: false,
    datasetMaxBytes: 100 * 1024 * 1024,
    datasetUrlAllowPrivate: false,
    shutdownDrainMs: 0,
  };
}

async function openInstances(tempDir, postgresUrl) {
  const [{ openDatabase }, { runMigrations }, { buildApp, createServices }] = await Promise.all([
    serverModule('db/client.ts'),
    serverModule('db/migrate.ts'),
    serverModule('app.ts'),
  ]);
  const throwaway = postgresUrl
    ? await throwawayDatabase(postgresUrl, { prefix: 'keeling_bench_chat' })
    : null;
  const dbConfig = throwaway
    ? { kind: 'postgres', url: throwaway.url }
    : { kind: 'pglite', dataDir: join(tempDir, 'pglite') };
  const config = configFor(tempDir, dbConfig);
  const databaseA = await openDatabase(dbConfig);
  await runMigrations(databaseA);
  const services = createServices({ config, database: databaseA });
  const listen = async (app) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  };
  const appA = await buildApp({ config, database: databaseA, services });
  const a = { app: appA, base: await listen(appA), label: 'A' };
  let b = a;
  let databaseB = null;
  if (throwaway) {
    databaseB = await openDatabase(dbConfig);
    const appB = await buildApp({ config, database: databaseB });
    b = { app: appB, base: await listen(appB), label: 'B' };
  }
  return {
    label: throwaway ? 'PostgreSQL, two instances' : 'PGlite, one instance',
    services,
    database: databaseA,
    a,
    b,
    async close() {
      await a.app.close();
      if (b !== a) await b.app.close();
      await databaseB?.close();
      await databaseA.close();
      await throwaway?.drop();
    },
  };
}

async function call(base, token, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  return answer;
}

async function timed(work) {
  const t0 = performance.now();
  const result = await work();
  return { ms: performance.now() - t0, result };
}

async function makeUsers(services, count) {
  const users = [];
  for (let at = 0; at < count; at += 4) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(4, count - at) }, async (_, i) => {
        const n = at + i;
        const row = await services.auth.createUser({
          email: `bench-chat-${n}@example.com`,
          password: randomBytes(12).toString('hex'),
          firstName: 'Sender',
          lastName: String(n),
          role: 'viewer',
        });
        const token = await services.auth.tokens.sign({
          userId: row.id,
          tokenVersion: row.tokenVersion,
        });
        return { id: row.id, token };
      }),
    );
    users.push(...batch);
  }
  return users;
}

async function measureHistory(server, [reader, writer]) {
  const { a } = server;
  const { conversation } = await call(a.base, writer.token, 'POST', '/api/chat/conversations', {
    kind: 'group',
    name: 'History',
    memberIds: [reader.id],
  });
  const id = conversation.id;
  const client = server.database.db.$client;
  const { ms: filled } = await timed(async () => {
    await client.query(
      `insert into chat_messages (conversation_id, seq, author_id, body, client_id)
       select '${id}', g, case when g % 3 = 0 then '${reader.id}'::uuid else '${writer.id}'::uuid end,
              'Flux tower note ' || g || ': the eddy covariance system logged its half-hour means',
              'bench-history-' || g
       from generate_series(1, ${HISTORY}) g`,
    );
    await client.query(
      `update chat_conversations set last_seq = ${HISTORY}, last_activity_at = now() where id = '${id}'`,
    );
    await client.query('analyze chat_messages');
  });
  log(`  ${HISTORY} messages written in ${(filled / 1000).toFixed(1)} s (setup, SQL)`);
  const messages = `/api/chat/conversations/${id}/messages`;
  const newest = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { ms: took, result } = await timed(() => call(a.base, reader.token, 'GET', messages));
    if (result.items.at(-1)?.seq !== HISTORY) throw new Error('newest page is not the newest');
    newest.push(took);
  }
  const back = [];
  const pages = [];
  for (let run = 0; run < 5; run += 1) {
    let before = null;
    let held = 0;
    const { ms: took } = await timed(async () => {
      while (held < 1000) {
        const query = before ? `?before=${before}&limit=50` : '?limit=50';
        const { ms: page, result } = await timed(() =>
          call(a.base, reader.token, 'GET', `${messages}${query}`),
        );
        pages.push(page);
        held += result.items.length;
        before = result.nextBefore;
      }
    });
    back.push(took);
  }
  const unread = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { ms: took, result } = await timed(() =>
      call(a.base, reader.token, 'GET', '/api/chat/conversations'),
    );
    if (result.unread < HISTORY - Math.floor(HISTORY / 3) - 1) throw new Error('unread miscounted');
    unread.push(took);
  }
  const { ms: markRead } = await timed(() =>
    call(a.base, reader.token, 'POST', `/api/chat/conversations/${id}/read`, { seq: HISTORY }),
  );
  return {
    newestPage: summary(newest),
    back1000: summary(back),
    backPage: summary(pages),
    conversationList: summary(unread),
    markReadMs: markRead,
  };
}

async function measureLive(server, users) {
  const { a, b } = server;
  const groups = [];
  for (let at = 0; at < users.length; at += GROUP_MAX) {
    const members = users.slice(at, at + GROUP_MAX);
    const [owner, ...others] = members;
    const { conversation } = await call(a.base, owner.token, 'POST', '/api/chat/conversations', {
      kind: 'group',
      name: `Live ${at / GROUP_MAX + 1}`,
      memberIds: others.map((m) => m.id),
    });
    groups.push({ id: conversation.id, members });
  }
  const groupOf = new Map(groups.flatMap((g) => g.members.map((m) => [m.id, g])));
  const streams = new Map();
  await Promise.all(
    users.map(async (user, index) => {
      const instance = index % 2 === 0 ? a : b;
      const { ticket } = await call(instance.base, user.token, 'POST', '/api/events/ticket', {});
      streams.set(user.id, await openTimedStream(`${instance.base}/api/events?ticket=${ticket}`));
    }),
  );
  const total = users.length * SENDS_EACH;
  const sends = [];
  const refused = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: total }, async (_, n) => {
      const due = started + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const sender = users[n % users.length];
      const instance = n % 2 === 0 ? a : b;
      const group = groupOf.get(sender.id);
      const t0 = performance.now();
      try {
        const { message } = await call(
          instance.base,
          sender.token,
          'POST',
          `/api/chat/conversations/${group.id}/messages`,
          { clientId: `bench-live-${n}-${randomBytes(4).toString('hex')}`, body: `Reading ${n}` },
        );
        sends.push({ id: message.id, group, t0, t1: performance.now() });
      } catch (error) {
        refused.push(error instanceof Error ? error.message.split(': ')[1] : String(error));
      }
    }),
  );
  const expected = sends.reduce((sum, send) => sum + send.group.members.length, 0);
  const deliveredPairs = () => {
    let count = 0;
    for (const send of sends)
      for (const member of send.group.members)
        if (streams.get(member.id).changes.some((c) => c.entityId === send.id)) count += 1;
    return count;
  };
  const settleStart = performance.now();
  while (deliveredPairs() < expected && performance.now() - settleStart < SETTLE_MS)
    await new Promise((resolve) => setTimeout(resolve, 200));
  const fromStart = [];
  const fromAnswer = [];
  let lost = 0;
  let doubled = 0;
  for (const send of sends) {
    for (const member of send.group.members) {
      const seen = streams
        .get(member.id)
        .changes.filter((c) => c.kind === 'chat.message' && c.entityId === send.id);
      if (seen.length === 0) lost += 1;
      if (seen.length > 1) doubled += 1;
      if (seen[0]) {
        fromStart.push(seen[0].at - send.t0);
        fromAnswer.push(Math.max(0, seen[0].at - send.t1));
      }
    }
  }
  for (const stream of streams.values()) stream.close();
  return {
    refused: refused.length,
    refusedAnswers: [...new Set(refused)],
    messages: sends.length,
    deliveries: expected,
    rate: RATE,
    send: summary(sends.map((s) => s.t1 - s.t0)),
    deliveryFromSend: summary(fromStart),
    deliveryFromAnswer: summary(fromAnswer),
    lost,
    doubled,
  };
}

function report(result) {
  const { history: h, live: l } = result;
  return [
    `# Chat bench (${result.startedAt})`,
    '',
    `${result.label}; ${result.cpus} CPUs, load ${result.load.map((v) => v.toFixed(2)).join(' ')} at start.`,
    '',
    `## History of ${HISTORY} messages`,
    '',
    `- ${line('newest page (50)', h.newestPage)}`,
    `- ${line('1,000 messages paged back (20 pages)', h.back1000)}`,
    `- ${line('one page back', h.backPage)}`,
    `- ${line(`conversation list with ${HISTORY} unread`, h.conversationList)}`,
    `- mark all read: ${ms(h.markReadMs)}`,
    '',
    `## Live: ${SENDERS} senders, ${l.messages} messages at ${l.rate}/s, ${l.deliveries} deliveries`,
    '',
    `- ${line('send (HTTP answer)', l.send)}`,
    `- ${line('send start → member stream', l.deliveryFromSend)}`,
    `- ${line('send answer → member stream', l.deliveryFromAnswer)}`,
    `- lost: ${l.lost}, doubled: ${l.doubled}; sends refused: ${l.refused} ${l.refusedAnswers.join(', ')}`,
    '',
  ].join('\n');
}

async function main() {
  const tempDir = mkdtempSync(join(tmpdir(), 'keeling-bench-chat-'));
  const startedAt = new Date().toISOString();
  const load = loadavg();
  const server = await openInstances(tempDir, postgresUrlFromEnv());
  try {
    log(`${server.label}`);
    log(`users: ${SENDERS}`);
    const users = await makeUsers(server.services, SENDERS);
    log('history:');
    const history = await measureHistory(server, users);
    log(`  ${line('newest page', history.newestPage)}`);
    log(`  ${line('1,000 back', history.back1000)}`);
    log(`  ${line('conversation list', history.conversationList)}`);
    log('live:');
    const live = await measureLive(server, users);
    log(`  ${line('send', live.send)}`);
    log(`  ${line('send start → stream', live.deliveryFromSend)}`);
    log(`  lost ${live.lost}, doubled ${live.doubled}, refused ${live.refused}`);
    const result = {
      startedAt,
      label: server.label,
      cpus: cpus().length,
      load,
      settings: { HISTORY, SENDERS, SENDS_EACH, RATE },
      history,
      live,
    };
    writeFileSync(
      join(root, 'bench/results/chat-latest.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    writeFileSync(join(root, 'bench/results/chat-latest.md'), report(result));
    log('\nwrote bench/results/chat-latest.md');
  } finally {
    await server.close();
    rmSync(tempDir, { recursive: true, force: true });
  }
}

await main();
