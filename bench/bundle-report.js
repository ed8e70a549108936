#!/usr/bin/env node
// What a route's first-load JavaScript is made of: per chunk (raw, gzip) and per package/module,
// from a sourcemapped build in a temporary directory (apps/web/dist is left alone).
//
//   node bench/bundle-report.js [route | page] [--dist DIR]   default route /auth/jwt/login
//
// route: one of BENCH_ROUTES (bench/first-load.js); page: any page by a part of its path, e.g.
// `travel-page` or `data/pages/charts` (counted as bench/size-budget.js counts it).
//
// Module gzip figures are estimates: each chunk's gzip size shared out by the module's raw bytes.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import {
  BENCH_ROUTES,
  firstLoad,
  kib,
  lazyAfterFirstLoad,
  pageModules,
  pageRouteModules,
  readManifest,
} from './first-load.js';
import { buildSourcemappedWeb } from './lib/processes.js';

const args = process.argv.slice(2);
const distFlag = args.indexOf('--dist');
const dist = distFlag >= 0 ? args[distFlag + 1] : '/tmp/keeling-bundle-report';
const route =
  args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--dist') ?? '/auth/jwt/login';

if (distFlag < 0) buildSourcemappedWeb(dist);

/** Raw bytes of each source in a chunk, from its sourcemap (unmapped bytes: "(unmapped)"). */
function bytesBySource(file) {
  const code = readFileSync(join(dist, file), 'utf8');
  if (!existsSync(join(dist, `${file}.map`)))
    return new Map([[`(no sourcemap: ${file})`, code.length]]);
  const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  const out = new Map();
  const add = (name, n) => out.set(name, (out.get(name) ?? 0) + n);
  decoded.forEach((segments, lineNo) => {
    const line = lines[lineNo] ?? '';
    let mapped = 0;
    segments.forEach((seg, i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      const length = Math.max(0, end - seg[0]);
      mapped += length;
      add(seg.length > 1 ? map.sources[seg[1]] : '(unmapped)', length);
    });
    add('(unmapped)', Math.max(0, line.length + 1 - mapped));
  });
  return out;
}

/** node_modules/@scope/pkg/… → @scope/pkg; app sources → src/<top two folders>. */
function owner(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const src = source.indexOf('src/');
  return src >= 0 ? source.slice(src).split('/').slice(0, 3).join('/') : source;
}

/** The route modules of `route`: a bench route by its path, else a page by a part of its path. */
function routeModules() {
  const benchRoute = BENCH_ROUTES.find((r) => r.path === route);
  if (benchRoute) return benchRoute.modules;
  const matches = pageModules(readManifest(dist)).filter((page) => page.includes(route));
  if (matches.length !== 1)
    throw new Error(
      `${route}: not one of BENCH_ROUTES, and ${matches.length} pages match (${matches.join(', ')})`,
    );
  return pageRouteModules(matches[0]);
}
const modules = routeModules();
const sizes = firstLoad(modules, dist);
const byOwner = new Map();
const byModule = new Map();
console.log(
  `First load of ${route}: ${kib(sizes.js.gzip)} KiB gzip JS (${kib(sizes.js.raw)} raw)\n`,
);
console.log('chunk                                   raw KiB  gzip KiB');
for (const file of sizes.files.filter((f) => f.endsWith('.js'))) {
  const bytes = readFileSync(join(dist, file));
  const gzip = gzipSync(bytes, { level: 9 }).length;
  console.log(`${file.padEnd(40)}${kib(bytes.length).padStart(7)}${kib(gzip).padStart(10)}`);
  const sources = bytesBySource(file);
  const total = [...sources.values()].reduce((a, b) => a + b, 0) || 1;
  const owners = new Map();
  for (const [source, raw] of sources)
    owners.set(owner(source), (owners.get(owner(source)) ?? 0) + raw);
  const main = [...owners.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([k, raw]) => `${k} ${kib((gzip * raw) / total)}`);
  console.log(`${''.padEnd(40)}  ↳ ${main.join(', ')}`);
  for (const [source, raw] of sources) {
    const share = { raw, gzip: (gzip * raw) / total };
    for (const [map, key] of [
      [byOwner, owner(source)],
      [byModule, source.replace(/^(\.\.\/)+/, '')],
    ]) {
      const prev = map.get(key) ?? { raw: 0, gzip: 0 };
      map.set(key, { raw: prev.raw + share.raw, gzip: prev.gzip + share.gzip });
    }
  }
}
const top = (map, n) =>
  [...map.entries()]
    .sort((a, b) => b[1].gzip - a[1].gzip)
    .slice(0, n)
    .map(([k, v]) => `${kib(v.gzip).padStart(7)} KiB gzip ${kib(v.raw).padStart(8)} KiB raw  ${k}`);
console.log('\nby package / app folder (gzip estimated):');
console.log(top(byOwner, 25).join('\n'));
console.log('\nlargest modules (gzip estimated):');
console.log(top(byModule, 40).join('\n'));
const lazy = lazyAfterFirstLoad(modules, dist);
if (lazy.length > 0) {
  console.log('\nthen lazily, on use (gzip added to what is loaded):');
  for (const l of lazy)
    console.log(
      `${kib(l.gzip).padStart(7)} KiB  ${l.key}${l.parent ? `  (from ${l.parent})` : ''}`,
    );
}
