#!/usr/bin/env node
// `npm run bench:web`: what the browser fetches for the first load of each route, and Lighthouse.
//
//   npm run bench:web               build web + server, start the production server on PGlite
//   node bench/web.js --no-build    reuse apps/web/dist and apps/server/dist
//   LH_RUNS=3                       Lighthouse runs per route and preset (medians are reported)
//   LH_ROUTES=/dashboard,/dashboard/blog   only these routes (default: all of ROUTES)
//   LH_PRESETS=mobile               only these presets (default: desktop,mobile)
//   LH_SAVE_DIR=/tmp/lh             also write every full Lighthouse report (JSON) there
//   BENCH_WEB_DIST=/tmp/dist-a      serve and measure that copy of apps/web/dist (A/B of two builds)
//   BENCH_PLAIN_HTTP=1              serve plain HTTP/1.1 (default: HTTPS, HTTP/2 to the browser, as
//                                   deployed; the tests' self-signed certificate, accepted by key)
//
// Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); never downloads a browser.
// Writes bench/results/web-latest.md and bench/results/web-latest.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { BENCH_ROUTES, firstLoad, kib, readManifest, webDist } from './first-load.js';
import {
  acceptTestCertificateFlag,
  CHROME_FLAGS,
  launchForLighthouse,
  lighthouseOnPreparedTab,
} from './lib/lighthouse.js';
import { demoToken, root, runOrThrow, startProductionServer } from './lib/processes.js';

const LH_RUNS = Number(process.env.LH_RUNS ?? 3);
const LH_SAVE_DIR = process.env.LH_SAVE_DIR;
const ONLY = process.env.LH_ROUTES?.split(',').filter(Boolean);
const PRESETS = process.env.LH_PRESETS?.split(',').filter(Boolean) ?? ['desktop', 'mobile'];
const TLS = process.env.BENCH_PLAIN_HTTP !== '1';
const TRANSPORT = TLS ? 'HTTPS (HTTP/2)' : 'plain HTTP/1.1';
const BROWSER_FLAGS = TLS ? [acceptTestCertificateFlag()] : [];

/** Routes to report; signed-in ones get the token in sessionStorage before navigation. */
const ROUTES = BENCH_ROUTES.filter((r) => !ONLY || ONLY.includes(r.path));

const tempDir = mkdtempSync(join(tmpdir(), 'keeling-bench-web-'));

/**
 * JS and CSS the page fetched on its first load, recorded in real Chromium (cold cache).
 * @param {import('playwright-core').Browser} browser
 */
async function recordNetwork(browser, base, route, token) {
  const context = await browser.newContext({ serviceWorkers: 'block', ignoreHTTPSErrors: TLS });
  if (token) await context.addInitScript((t) => sessionStorage.setItem('accessToken', t), token);
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(base + route.path, { waitUntil: 'networkidle' });
  const finalPath = new URL(page.url()).pathname;
  const totals = {
    js: { raw: 0, gzip: 0, transfer: 0, count: 0 },
    css: { raw: 0, gzip: 0, transfer: 0, count: 0 },
  };
  const files = [];
  for (const response of responses) {
    const type = response.request().resourceType();
    const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null;
    if (!kind) continue;
    const body = await response.body();
    const sizes = await response.request().sizes();
    const entry = {
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      transfer: sizes.responseBodySize,
      encoding: (await response.headerValue('content-encoding')) ?? 'identity',
    };
    files.push(entry);
    totals[kind].raw += entry.raw;
    totals[kind].gzip += entry.gzip;
    totals[kind].transfer += entry.transfer;
    totals[kind].count++;
  }
  await context.close();
  return { finalPath, totals, files };
}

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

/** Lighthouse (performance only) of a route on a prepared tab (cache cleared, token set). */
async function audit(chrome, base, route, token, preset, run) {
  const result = await lighthouseOnPreparedTab(chrome, base + route.path, { token, preset });
  const lhr = result?.lhr;
  if (LH_SAVE_DIR && lhr) {
    mkdirSync(LH_SAVE_DIR, { recursive: true });
    const name = `${route.path.replace(/\W+/g, '_')}-${preset}-${run}.json`;
    writeFileSync(join(LH_SAVE_DIR, name), JSON.stringify(lhr));
  }
  const audits = lhr?.audits ?? {};
  return {
    runtimeError: lhr?.runtimeError?.code ?? null,
    finalPath: lhr ? new URL(lhr.finalDisplayedUrl).pathname : null,
    score: lhr?.categories.performance.score ?? null,
    fcp: audits['first-contentful-paint']?.numericValue ?? null,
    lcp: audits['largest-contentful-paint']?.numericValue ?? null,
    tbt: audits['total-blocking-time']?.numericValue ?? null,
    cls: audits['cumulative-layout-shift']?.numericValue ?? null,
  };
}

/**
 * Lighthouse now and then fails to record a run's trace (NO_NAVSTART) and returns no score: such
 * a run is done again (twice at most), not counted as a score of 0 in the median.
 */
async function auditWithRetry(run) {
  let result = await run();
  for (let retry = 0; retry < 2 && result.score === null; retry++) {
    console.log(`lighthouse: ${result.runtimeError ?? 'no score'}, running again`);
    result = await run();
  }
  return result;
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    runOrThrow('npm', ['run', 'build', '-w', '@keeling/web']);
    runOrThrow('npm', ['run', 'build', '-w', '@keeling/server']);
  }
  const server = await startProductionServer(tempDir, webDist, { tls: TLS });
  const base = server.url;
  const results = [];
  try {
    const token = await demoToken(base);

    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH,
      args: [...CHROME_FLAGS, ...BROWSER_FLAGS],
    });
    const built = readManifest();
    for (const route of ROUTES) {
      if (!route.modules.every((module) => module in built)) {
        results.push({ path: route.path, built: false });
        console.log(`${route.path}: not built yet`);
        continue;
      }
      const manifest = firstLoad(route.modules);
      const network = await recordNetwork(browser, base, route, route.signedIn ? token : null);
      results.push({ path: route.path, built: true, signedIn: route.signedIn, manifest, network });
      console.log(
        `${route.path}: manifest JS ${kib(manifest.js.gzip)} KiB gzip; Chromium JS ${kib(network.totals.js.gzip)} KiB gzip (landed on ${network.finalPath})`,
      );
    }
    await browser.close();

    const chrome = await launchForLighthouse(BROWSER_FLAGS);
    try {
      for (const result of results.filter((r) => r.built)) {
        const route = ROUTES.find((r) => r.path === result.path);
        result.lighthouse = {};
        for (const preset of PRESETS) {
          const runs = [];
          for (let i = 0; i < LH_RUNS; i++) {
            runs.push(
              await auditWithRetry(() =>
                audit(chrome, base, route, route.signedIn ? token : null, preset, i),
              ),
            );
          }
          const summary = {
            runs,
            score: median(runs.map((r) => r.score)),
            fcp: median(runs.map((r) => r.fcp)),
            lcp: median(runs.map((r) => r.lcp)),
            tbt: median(runs.map((r) => r.tbt)),
            cls: median(runs.map((r) => r.cls)),
          };
          result.lighthouse[preset] = summary;
          console.log(
            `lighthouse ${preset} ${route.path}: score ${summary.score} (runs landed on ${runs.map((r) => r.finalPath).join(', ')})`,
          );
        }
      }
    } finally {
      await chrome.close();
    }
  } finally {
    await server.stop();
  }
  return results;
}

const ms = (v) => (v === null ? '—' : `${Math.round(v)}`);

function report(results) {
  const machine = {
    nproc: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    chromium: process.env.CHROME_PATH,
    date: new Date().toISOString(),
    lighthouseRuns: LH_RUNS,
    transport: TRANSPORT,
  };
  const lines = [
    '# Web benchmark',
    '',
    `${machine.date} · ${machine.nproc} CPU · ${machine.memoryGiB} GiB · Node ${machine.node} · ${machine.chromium} · production server on PGlite over ${TRANSPORT}`,
    '',
    '## First load (JS and CSS fetched, KiB)',
    '',
    'Manifest: entry + static imports + the route’s lazy route modules (what size-budget.js checks). ' +
      'Chromium: every script and stylesheet response recorded on a cold load (waits for network idle, so it includes chunks a page imports after render). ' +
      'gzip = level 9 computed here; served = bytes on the wire as the server compressed them.',
    '',
    '| route | manifest JS raw | manifest JS gzip | Chromium JS raw | Chromium JS gzip | Chromium JS served | JS files | CSS raw | CSS gzip | landed on |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of results) {
    if (!r.built) {
      lines.push(`| ${r.path} | not built yet | | | | | | | | |`);
      continue;
    }
    const n = r.network.totals;
    lines.push(
      `| ${r.path} | ${kib(r.manifest.js.raw)} | ${kib(r.manifest.js.gzip)} | ${kib(n.js.raw)} | ${kib(n.js.gzip)} | ${kib(n.js.transfer)} | ${n.js.count} | ${kib(n.css.raw)} | ${kib(n.css.gzip)} | ${r.network.finalPath} |`,
    );
  }
  lines.push(
    '',
    `## Lighthouse (performance, median of ${LH_RUNS} runs; simulated throttling of each preset)`,
    '',
    '| route | preset | score | FCP ms | LCP ms | TBT ms | CLS |',
    '|---|---|---:|---:|---:|---:|---:|',
  );
  for (const r of results) {
    if (!r.built) {
      lines.push(`| ${r.path} | — | not built yet | | | | |`);
      continue;
    }
    for (const [preset, s] of Object.entries(r.lighthouse ?? {}))
      lines.push(
        `| ${r.path} | ${preset} | ${s.score === null ? '—' : Math.round(s.score * 100)} | ${ms(s.fcp)} | ${ms(s.lcp)} | ${ms(s.tbt)} | ${s.cls === null ? '—' : s.cls.toFixed(3)} |`,
      );
  }
  lines.push('');
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'web-latest.md'), lines.join('\n'));
  writeFileSync(join(dir, 'web-latest.json'), `${JSON.stringify({ machine, results }, null, 2)}\n`);
  console.log(`\n${lines.join('\n')}`);
  console.log('written: bench/results/web-latest.md, bench/results/web-latest.json');
}

try {
  report(await main());
} finally {
  rmSync(tempDir, { recursive: true, force: true });
}
