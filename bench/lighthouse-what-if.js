#!/usr/bin/env node
// What a route's mobile Lighthouse score would be without some requests: one run is gathered
// (trace and devtools log saved), then audited as it is and without the requests whose URL
// matches the pattern. Audit mode is deterministic: the difference is those files' cost in
// Lighthouse's simulation, free of run-to-run noise. Uses the production build in apps/web/dist.
//
//   node bench/lighthouse-what-if.js /dashboard/blog '/assets/(ownerDocument|cssUtils)-'
//   --dist DIR    another build (e.g. `npx vite build --outDir DIR` in apps/web)
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { webDist } from './first-load.js';
import {
  LIGHTHOUSE_FLAGS,
  launchForLighthouse,
  lighthouseOnPreparedTab,
} from './lib/lighthouse.js';
import { demoToken, startProductionServer } from './lib/processes.js';

const [route, pattern] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const distIndex = process.argv.indexOf('--dist');
const dist = distIndex > 0 ? resolve(process.argv[distIndex + 1]) : webDist;
if (!route || !pattern) {
  console.error('usage: node bench/lighthouse-what-if.js ROUTE URL_REGEX [--dist DIR]');
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), 'keeling-what-if-'));
const gathered = join(work, 'gathered');

/** Copy of the artifacts without the requests matching `re`; how many were taken out. */
function withoutRequests(re, into) {
  cpSync(gathered, into, { recursive: true });
  const logFile = join(into, 'defaultPass.devtoolslog.json');
  const log = JSON.parse(readFileSync(logFile, 'utf8'));
  const dropped = new Set(
    log
      .filter((e) => e.method === 'Network.requestWillBeSent' && re.test(e.params.request.url))
      .map((e) => e.params.requestId),
  );
  writeFileSync(logFile, JSON.stringify(log.filter((e) => !dropped.has(e.params?.requestId))));
  return dropped.size;
}

async function audited(dir) {
  const { lhr } = await lighthouse(undefined, { ...LIGHTHOUSE_FLAGS, auditMode: dir });
  // now and then the gathered trace has no navigation start (NO_NAVSTART): no figures to compare
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}; run again`);
  const metric = (id) => Math.round(lhr.audits[id].numericValue);
  return `score ${Math.round(lhr.categories.performance.score * 100)}  FCP ${metric('first-contentful-paint')} ms  LCP ${metric('largest-contentful-paint')} ms  TBT ${metric('total-blocking-time')} ms`;
}

const server = await startProductionServer(join(work, 'data'), dist);
try {
  const token = route.startsWith('/auth') ? null : await demoToken(server.url);
  const chrome = await launchForLighthouse();
  try {
    await lighthouseOnPreparedTab(chrome, server.url + route, {
      token,
      preset: 'mobile',
      flags: { gatherMode: gathered },
    });
  } finally {
    await chrome.close();
  }
  console.log(`${route} as gathered:        ${await audited(gathered)}`);
  const count = withoutRequests(new RegExp(pattern), join(work, 'without'));
  console.log(`without ${count} request(s): ${await audited(join(work, 'without'))}`);
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
