import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The web app's rooms and which way its imports may run, checked on every import of src/
// (tests included), resolved to the file it names: a path cannot slip past the rules by its
// depth or by going up one folder too many.

/** Shared code: what features and app/ build on, never the reverse. */
const SHARED = [
  'components',
  'lib',
  'layouts',
  'theme',
  'settings',
  'locales',
  'auth',
  'config',
  'test',
];

/** Why `from` (a path under src/) may not import `to` (resolved, under src/), or null. */
function boundaryBroken(from: string, to: string): string | null {
  const [room = '', feature] = from.split('/');
  const [target, targetFeature] = to.split('/');
  if (target === 'boot' && room !== 'boot' && from !== 'main.tsx')
    return 'Only main.tsx imports boot/, the first-load room.';
  if (SHARED.includes(room) && (target === 'features' || target === 'app'))
    return 'Shared code (components, lib, layouts, theme, settings, locales, auth, config, test) does not import features/ or app/: move what features share down, and let app/ compose.';
  if (room === 'features' && target === 'app')
    return 'A feature does not import app/: app/ composes the features.';
  if (room === 'features' && target === 'features' && targetFeature !== feature)
    return 'A feature does not import another feature: move what two features share down to components/, lib/ or the contract.';
  if (room === 'theme' && target === 'settings')
    return 'theme/ builds the MUI theme from a Settings value it is given: settings/ imports theme/, never the reverse.';
  if (room === 'locales' && (target === 'settings' || target === 'theme'))
    return 'locales/ sits below settings/ and theme/: they import it, never the reverse.';
  return null;
}

const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.\.?\/[^'"]*)['"]/g;

/** Every relative import under `root`: [importer, imported], both relative to `root`. */
function importsUnder(root: string): [string, string][] {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !file.includes('zz-import-probe'), // mui-imports.test.ts
  );
  return files.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(IMPORT)].map(
      ([, path = '']): [string, string] => [
        file,
        relative(root, resolve(root, dirname(file), path)),
      ],
    ),
  );
}

describe('import boundaries of the web app', () => {
  it('refuse imports that run the wrong way, at any depth', () => {
    const cases: [string, string, boolean][] = [
      ['features/blog/pages/a.tsx', 'features/travel/api/get-trips', false],
      ['features/blog/a/b/c/d.tsx', 'features/travel/api/get-trips', false],
      ['features/blog/b.ts', 'app/router/routes', false],
      ['features/blog/pages/c.ts', 'boot/start-app', false],
      ['lib/a.ts', 'features/blog/api/get-articles', false],
      ['components/a.tsx', 'app/router/routes', false],
      ['app/router/routes.tsx', 'boot/start-app', false],
      ['theme/a.ts', 'settings/settings-context', false],
      ['locales/a.ts', 'theme/rtl-cache', false],
      ['features/blog/a/b/c/d.tsx', 'features/blog/api/get-articles', true],
      ['features/blog/pages/a.tsx', 'lib/http', true],
      ['app/router/routes.tsx', 'features/blog/routes', true],
      ['settings/a.ts', 'theme/rtl-cache', true],
      ['main.tsx', 'boot/start-app', true],
      ['boot/start-app.tsx', 'app/app', true],
    ];
    for (const [from, to, allowed] of cases)
      expect(boundaryBroken(from, to) === null, `${from} → ${to}`).toBe(allowed);
  });

  it('hold in src/: no import runs the wrong way', () => {
    const imports = importsUnder(import.meta.dirname);
    expect(imports.length).toBeGreaterThan(1000);
    const broken = imports.flatMap(([from, to]) => {
      const why = boundaryBroken(from, to);
      return why ? [`${from} → ${to}: ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });
});
