#!/usr/bin/env node
// `npm start`, first step: `npm run build` unless the builds (apps/web/dist, apps/server/dist)
// are newer than every file they come from; prints one line saying which. Reads only this
// repository's files' modification times. The server is then started by package.json.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** What the builds read: the two apps and the contract, the root's manifest, lockfile and configs. */
const SOURCES = [
  'apps/web',
  'apps/server',
  'packages/contract',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  '.npmrc',
];
/** Files each build writes, after emptying its folder (Vite's emptyOutDir, apps/server/build.js). */
const OUTPUTS = [
  'apps/web/dist/.vite/manifest.json',
  'apps/web/dist/index.html',
  'apps/server/dist/main.js',
];
/** Folders that are no source at any depth. */
const NOT_SOURCES = new Set(['node_modules', 'dist']);
/** The server's data folder (DATA_DIR, `./data`) when it ran from an app's folder. */
const RUNTIME_DATA = 'data';

/** The newest file at `path` (a file, or a folder walked): `{ path, mtime }`, or none. */
function newest(path, top = true) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return undefined;
  if (!stat.isDirectory()) return { path, mtime: stat.mtimeMs };
  let found;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (NOT_SOURCES.has(entry.name) || (top && entry.name === RUNTIME_DATA)) continue;
    const candidate = newest(join(path, entry.name), false);
    if (candidate && (!found || candidate.mtime > found.mtime)) found = candidate;
  }
  return found;
}

const outputTimes = OUTPUTS.map((file) => statSync(join(root, file), { throwIfNoEntry: false }));
const builtAt = outputTimes.every(Boolean)
  ? Math.min(...outputTimes.map((stat) => stat.mtimeMs))
  : undefined;
const source = SOURCES.map((path) => newest(join(root, path)))
  .filter(Boolean)
  .reduce((a, b) => (b.mtime > a.mtime ? b : a));

if (builtAt !== undefined && source.mtime < builtAt) {
  console.log('start: the build is up to date (newer than every source); not rebuilding');
  process.exit(0);
}
console.log(
  builtAt === undefined
    ? 'start: no complete build; building'
    : `start: ${relative(root, source.path)} is newer than the build; rebuilding`,
);
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
process.exit(build.status ?? 1);
