import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of biome.json (noRestrictedImports overrides), tried on files written
// into the source tree for the test and removed after it.
const repo = join(import.meta.dirname, '../../..');
const probe = `zz-boundary-probe-${process.pid}`;
const feature = `apps/web/src/features/${probe}`;

/** Each probe file with what it imports and whether the boundaries allow it. */
const probes = [
  { path: `${feature}/pages/a.ts`, from: '../../blog/api/get-articles', allowed: false },
  { path: `${feature}/b.ts`, from: '../blog/api/get-articles', allowed: false },
  { path: `${feature}/pages/c.ts`, from: '../../../app/router/routes', allowed: false },
  { path: `${feature}/pages/d.ts`, from: '../../../boot/start-app', allowed: false },
  { path: `${feature}/e/f/g.ts`, from: '../../../travel/api/get-trips', allowed: false },
  { path: `${feature}/pages/h.ts`, from: '../../../lib/http', allowed: true },
  { path: `${feature}/pages/i.ts`, from: '../../../config/paths', allowed: true },
  { path: `${feature}/pages/j.ts`, from: '../components/k', allowed: true },
  {
    path: `apps/web/src/lib/${probe}.ts`,
    from: '../features/blog/api/get-articles',
    allowed: false,
  },
  { path: `apps/web/src/components/${probe}.ts`, from: '../app/router/routes', allowed: false },
  { path: `apps/web/src/theme/${probe}.ts`, from: '../settings/settings-context', allowed: false },
  { path: `apps/web/src/locales/${probe}.ts`, from: '../theme/rtl-cache', allowed: false },
  { path: `apps/web/src/settings/${probe}.ts`, from: '../theme/rtl-cache', allowed: true },
];

let output = '';

beforeAll(() => {
  for (const { path, from } of probes) {
    mkdirSync(join(repo, path, '..'), { recursive: true });
    writeFileSync(join(repo, path), `export * from '${from}';\n`);
  }
  const result = spawnSync(
    join(repo, 'node_modules/.bin/biome'),
    ['lint', '--max-diagnostics=none', ...probes.map((p) => p.path)],
    { cwd: repo, encoding: 'utf8' },
  );
  output = `${result.stdout}${result.stderr}`;
}, 30_000);

afterAll(() => {
  rmSync(join(repo, feature), { recursive: true, force: true });
  for (const { path } of probes) rmSync(join(repo, path), { force: true });
});

const flagged = (path: string) => output.includes(`${path}:1:15 lint/style/noRestrictedImports`);

describe('import boundaries (biome.json)', () => {
  it('fail a feature importing another feature, app/ or boot/, and shared code importing up', () => {
    for (const { path, from } of probes.filter((p) => !p.allowed))
      expect(flagged(path), `${path} ← ${from}`).toBe(true);
  });

  it('pass a feature importing shared folders or its own files, and settings importing theme', () => {
    for (const { path, from } of probes.filter((p) => p.allowed))
      expect(flagged(path), `${path} ← ${from}`).toBe(false);
  });
});
