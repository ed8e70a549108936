#!/usr/bin/env node
// Where a route's first load spends main-thread time: a CPU profile of a cold load in Chromium
// (4× CPU slowdown, as Lighthouse's mobile preset), self time summed per source file and per
// function through the build's sourcemaps. Builds a sourcemapped copy of the web app in a temp dir
// (apps/web/dist is left alone) and starts the production server on it with a fresh PGlite.
//
//   node bench/cpu-profile.js [route] [--dist DIR] [--slowdown N] [--top N]
//   default route /dashboard/blog; --dist reuses a sourcemapped build (e.g. bundle-report's)
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { buildSourcemappedWeb, demoToken, root, startProductionServer } from './lib/processes.js';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const route = args.find((a) => a.startsWith('/')) ?? '/dashboard/blog';
const slowdown = Number(flag('--slowdown', 4));
const top = Number(flag('--top', 25));
const dist = flag('--dist', '/tmp/keeling-cpu-profile');

if (!args.includes('--dist')) buildSourcemappedWeb(dist);
if (!existsSync(join(root, 'apps/server/dist/main.js'))) {
  console.error('apps/server/dist/main.js missing: npm run build -w @keeling/server');
  process.exit(1);
}

const maps = new Map();
/** `assets/x.js:line:col` → the original source file and function of that position. */
function original(url, line, column) {
  const path = new URL(url).pathname;
  if (!path.startsWith('/assets/')) return { source: path, name: null };
  if (!maps.has(path)) {
    const file = join(dist, `${path}.map`);
    maps.set(path, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  const map = maps.get(path);
  if (!map) return { source: path, name: null };
  const pos = originalPositionFor(map, { line: line + 1, column });
  const source = (pos.source ?? path).replace(/^(\.\.\/)+/, '').replace(/.*node_modules\//, '');
  return { source, name: pos.name };
}

const tempDir = mkdtempSync(join(tmpdir(), 'keeling-cpu-profile-'));
const server = await startProductionServer(tempDir, dist);
try {
  const token = await demoToken(server.url);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (!route.startsWith('/auth'))
    await context.addInitScript((t) => sessionStorage.setItem('accessToken', t), token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(server.url + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { profile } = await cdp.send('Profiler.stop');
  await browser.close();

  // Self time per node = its samples × the interval between them.
  const selfUs = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + dt);
  }
  const bySource = new Map();
  const byFunction = new Map();
  const add = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v);
  let total = 0;
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    if (!us) continue;
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    if (!url) {
      add(bySource, `(${functionName || 'native'})`, us);
      if (functionName !== '(idle)') total += us;
      continue;
    }
    total += us;
    const o = original(url, lineNumber, columnNumber);
    add(bySource, o.source, us);
    add(byFunction, `${o.name ?? functionName ?? '?'}  ${o.source}`, us);
  }
  // Long tasks: stretches of samples without idle, with the sources they spent most time in.
  const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
  const tasks = [];
  let current = null;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const node = nodeById.get(profile.samples[i]);
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (node.callFrame.functionName === '(idle)') {
      if (current) tasks.push(current);
      current = null;
      continue;
    }
    current ??= { start: t, us: 0, sources: new Map() };
    current.us += dt;
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    add(
      current.sources,
      url ? original(url, lineNumber, columnNumber).source : `(${functionName})`,
      dt,
    );
  }
  if (current) tasks.push(current);
  console.log('\nlong tasks (≥ 50 ms at this slowdown): start ms, length ms, top sources');
  for (const task of tasks.filter((x) => x.us >= 50_000)) {
    const tops = [...task.sources].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(
      `${((task.start - profile.startTime) / 1000).toFixed(0).padStart(6)} ${(task.us / 1000).toFixed(0).padStart(5)}  ${tops.map(([k, v]) => `${k.split('/').slice(-2).join('/')} ${(v / 1000).toFixed(0)}`).join(', ')}`,
    );
  }
  const print = (title, m) => {
    console.log(`\n${title}`);
    for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`);
  };
  console.log(`${route}: ${(total / 1000).toFixed(0)} ms busy (CPU ×${slowdown}, self time)`);
  print('self time by source file', bySource);
  print('self time by function', byFunction);
} finally {
  await server.stop();
  rmSync(tempDir, { recursive: true, force: true });
}
