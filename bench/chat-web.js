#!/usr/bin/env node
// `npm run bench:chat-web` (issue 33, the browser half): a conversation of 100,000 messages opens
// at its newest page and is scrolled back through 1,000 messages in Chromium; every long task
// (over 50 ms) on the main thread from the page's load to the last older page drawn is reported.
// Runs the production build (`npm run build` first) on a throwaway PostgreSQL database (the
// messages are written by SQL into the seeded demo conversation), named by BENCH_DATABASE_URL or
// DATABASE_URL. Never part of `npm test`.
//
//   BENCH_CHAT_MESSAGES=100000  messages of the conversation
//
// Appends its figures to bench/results/chat-latest.md.
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { throwawayDatabase } from '../scripts/lib/throwaway-database.js';
import { postgresUrlFromEnv } from './lib/data-server.js';
import { demoToken, root, startNode } from './lib/processes.js';

const HISTORY = Number(process.env.BENCH_CHAT_MESSAGES ?? 100_000);
const BACK = 1_000;
const postgresUrl = postgresUrlFromEnv();
if (!postgresUrl) {
  console.error('bench/chat-web.js needs BENCH_DATABASE_URL or DATABASE_URL (postgres://…)');
  process.exit(1);
}
if (!existsSync(join(root, 'apps/server/dist/main.js'))) {
  console.error('apps/server/dist/main.js missing: npm run build');
  process.exit(1);
}

const throwaway = await throwawayDatabase(postgresUrl, { prefix: 'keeling_bench_chatweb' });
const tempDir = mkdtempSync(join(tmpdir(), 'keeling-bench-chat-web-'));
const load = loadavg();
let server;
let browser;
try {
  server = await startNode(
    'apps/server/dist/main.js',
    {
      DATABASE_URL: throwaway.url,
      DATA_DIR: tempDir,
      UPLOAD_DIR: join(tempDir, 'uploads'),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(root, 'apps/web/dist'),
    },
    '/api/health',
  );
  const token = await demoToken(server.url);
  const { items } = await (
    await fetch(`${server.url}/api/chat/conversations`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  const conversation = items[0];
  if (!conversation) throw new Error('the seeded conversation is missing');
  const [me, other] = conversation.members;
  const sql = new pg.Client({ connectionString: throwaway.url });
  await sql.connect();
  const from = conversation.lastSeq + 1;
  const to = conversation.lastSeq + HISTORY;
  await sql.query(
    `insert into chat_messages (conversation_id, seq, author_id, body, client_id)
     select $1, g, case when g % 3 = 0 then $2::uuid else $3::uuid end,
            'Flux tower note ' || g || ': the eddy covariance system logged its half-hour means',
            'bench-web-' || g
     from generate_series($4::int, $5::int) g`,
    [conversation.id, me.id, other.id, from, to],
  );
  await sql.query('update chat_conversations set last_seq = $2 where id = $1', [
    conversation.id,
    to,
  ]);
  await sql.query('analyze chat_messages');
  await sql.end();

  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((t) => {
    sessionStorage.setItem('accessToken', t);
    const tasks = [];
    window.__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  }, token);
  const page = await context.newPage();
  let olderPages = 0;
  page.on('response', (response) => {
    if (/\/messages\?before=/.test(response.url())) olderPages += 1;
  });
  const t0 = Date.now();
  await page.goto(`${server.url}/dashboard/chat?c=${conversation.id}`);
  const log = page.getByRole('log');
  await page
    .getByTestId('chat-message')
    .filter({ hasText: `note ${to}:` })
    .waitFor()
    .catch(async (error) => {
      console.error(
        await log.evaluate((element) => ({
          top: element.scrollTop,
          height: element.scrollHeight,
          client: element.clientHeight,
          indexes: [...element.querySelectorAll('[data-index]')].map((e) =>
            e.getAttribute('data-index'),
          ),
          text: element.innerText.slice(0, 300),
        })),
        olderPages,
      );
      throw error;
    });
  const opened = Date.now() - t0;
  const scrollFrom = await page.evaluate(() => performance.now());
  const pagesNeeded = Math.ceil(BACK / 50);
  const deadline = Date.now() + 120_000;
  while (olderPages < pagesNeeded && Date.now() < deadline) {
    const before = olderPages;
    await log.evaluate((element) => {
      element.scrollTop = 0;
    });
    const wait = Date.now() + 5_000;
    while (olderPages === before && Date.now() < wait) await page.waitForTimeout(50);
    if (olderPages === before) break; // the first message is held: nothing older
    // the older page drawn above, its place kept: the next scroll starts from there
    await page.waitForTimeout(100);
  }
  const scrolled = Date.now() - t0 - opened;
  const tasks = await page.evaluate(() => window.__longTasks);
  const over50 = tasks.filter((task) => task.duration > 50);
  const longest = Math.max(0, ...tasks.map((task) => task.duration));
  const whileScrolling = over50.filter((task) => task.start >= scrollFrom);
  const lines = [
    '',
    `## Browser: ${HISTORY} messages, newest page then ${olderPages * 50} older (${new Date().toISOString()})`,
    '',
    `Chromium, production build, PostgreSQL; load ${load.map((v) => v.toFixed(2)).join(' ')} at start.`,
    '',
    `- opened at the newest message: ${opened} ms; ${olderPages} older pages drawn in ${scrolled} ms`,
    `- long tasks over 50 ms while scrolling back: ${whileScrolling.length} (${whileScrolling.map((task) => task.duration.toFixed(0)).join(', ') || 'none'})`,
    `- long tasks over 50 ms from the load on: ${over50.length} (longest ${longest.toFixed(0)} ms; ${over50.map((task) => task.duration.toFixed(0)).join(', ') || 'none'})`,
    '',
  ];
  console.log(lines.join('\n'));
  appendFileSync(join(root, 'bench/results/chat-latest.md'), lines.join('\n'));
  await context.close();
} finally {
  await browser?.close();
  await server?.stop?.();
  await throwaway.drop();
  rmSync(tempDir, { recursive: true, force: true });
}
