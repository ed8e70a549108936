import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's rooms and which way its imports may run, checked on every import of src/ (tests
// and their helpers aside), resolved to the file it names. Each room stands on the ones below:
// the ground (config, lib/, db/), the modules, plugins/ and seed/ (which call the modules), app.ts
// (which composes them) and the two entries. A module is used through its service.ts alone.

const FLOOR: Record<string, number> = {
  'config.ts': 0,
  lib: 0,
  db: 0,
  modules: 1,
  plugins: 2,
  seed: 2,
  'app.ts': 3,
  'main.ts': 4,
  'seed.ts': 4,
};
/** A folder's floor, or a file's of src/ itself (`app`, as an import names it, is app.ts). */
const floorOf = (path: string): number | undefined => {
  const room = path.split('/')[0] ?? path;
  return FLOOR[room === path ? room.replace(/(\.ts)?$/, '.ts') : room];
};

/** Why `from` (a path under src/) may not import `to` (resolved, under src/), or null. */
function boundaryBroken(from: string, to: string): string | null {
  const [floor, target] = [floorOf(from), floorOf(to)];
  if (floor === undefined || target === undefined)
    return 'A room this test does not know: give it its floor in FLOOR.';
  if (target > floor)
    return 'An import runs back up: config, lib/ and db/ are the ground, then modules/, then plugins/ and seed/, then app.ts, then the entries.';
  const [room, module, file] = to.split('/');
  const sameModule = from.startsWith(`modules/${module}/`);
  if (room === 'modules' && !sameModule && from !== 'app.ts' && file !== 'service')
    return "Another module is used through its service.ts alone (it re-exports what others use); app.ts alone composes the modules' routes.";
  return null;
}

const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.\.?\/[^'"]*)['"]/g;
const isTestCode = (file: string) => /\.test\.ts$|(^|[/.])testing\.ts$/.test(file);

/** Every relative import of the code under `root`: [importer, imported], relative to `root`. */
function importsUnder(root: string): [string, string][] {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !isTestCode(file),
  );
  return files.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(IMPORT)].map(
      ([, path = '']): [string, string] => [
        file,
        relative(root, resolve(root, dirname(file), path)).replace(/\.ts$/, ''),
      ],
    ),
  );
}

describe('import boundaries of the server', () => {
  it('refuse arrows running back up and reaching into another module', () => {
    const cases: [string, string, boolean][] = [
      ['db/maintenance.ts', 'modules/blog/service', false],
      ['lib/cache.ts', 'plugins/errors', false],
      ['modules/blog/service.ts', 'seed/png', false],
      ['modules/blog/service.ts', 'plugins/auth', false],
      ['plugins/auth.ts', 'app', false],
      ['modules/charts/service.ts', 'modules/dashboards/repository', false],
      ['modules/dashboards/a/b/c.ts', 'modules/charts/repository', false],
      ['plugins/errors.ts', 'modules/auth/errors', false],
      ['seed/co2.ts', 'modules/charts/repository', false],
      ['modules/co2/service.ts', 'modules/charts/service', true],
      ['modules/charts/service.ts', 'modules/charts/repository', true],
      ['plugins/auth.ts', 'modules/auth/service', true],
      ['seed/index.ts', 'db/schema', true],
      ['app.ts', 'modules/blog/routes', true],
      ['main.ts', 'seed/index', true],
      ['db/client.ts', 'lib/cache', true],
      ['jobs/a.ts', 'lib/cache', false],
    ];
    for (const [from, to, allowed] of cases)
      expect(boundaryBroken(from, to) === null, `${from} → ${to}`).toBe(allowed);
  });

  it('hold in src/: no import runs the wrong way', () => {
    const imports = importsUnder(join(import.meta.dirname, '../src'));
    expect(imports.length).toBeGreaterThan(300);
    const broken = imports.flatMap(([from, to]) => {
      const why = boundaryBroken(from, to);
      return why ? [`${from} → ${to}: ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });
});
