import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The package imports biome.json refuses (noRestrictedImports: MUI X outside its lazy wrappers,
// TextField anywhere), tried on files written into the source tree for the test and removed after
// it. Which folder may import which is boundaries.test.ts's.
const repo = join(import.meta.dirname, '../../..');
const probe = `zz-import-probe-${process.pid}`;
const feature = `apps/web/src/features/${probe}`;

/** Each probe file with its one-line `code`, what it imports and whether biome.json allows it. */
const probes: { path: string; from: string; allowed: boolean; code: string }[] = [
  // MUI X only through its lazy wrappers (components/data-grid, components/charts); types anywhere
  ...[
    { name: 'grid', code: "import { DataGrid } from '@mui/x-data-grid'; export { DataGrid };" },
    {
      name: 'chart',
      code: "import { BarChart } from '@mui/x-charts/BarChart'; export { BarChart };",
    },
    { name: 'lazy', code: "export const load = () => import('@mui/x-data-grid');" },
  ].flatMap(({ name, code }) => [
    { path: `${feature}/mui-x-${name}.ts`, from: '@mui/x-*', allowed: false, code },
    { path: `apps/web/src/lib/${probe}-${name}.ts`, from: '@mui/x-*', allowed: false, code },
    {
      path: `apps/web/src/components/data-grid/${probe}-${name}.ts`,
      from: '@mui/x-*',
      allowed: true,
      code,
    },
  ]),
  // form fields are OutlinedField and SelectField; TextField nowhere (data/ and blog/editor too)
  ...[
    {
      name: 'path',
      code: "import TextField from '@mui/material/TextField'; export { TextField };",
    },
    { name: 'barrel', code: "import { TextField } from '@mui/material'; export { TextField };" },
  ].flatMap(({ name, code }) =>
    [
      `${feature}/pages/text-field`,
      `apps/web/src/components/${probe}-tf`,
      `apps/web/src/features/data/${probe}-tf`,
      `apps/web/src/features/data/charts/${probe}-tf`,
      `apps/web/src/features/blog/editor/${probe}-tf`,
    ].map((stem) => ({ path: `${stem}-${name}.ts`, from: 'TextField', allowed: false, code })),
  ),
  {
    path: `${feature}/mui-x-types.ts`,
    from: '@mui/x-* (types)',
    allowed: true,
    code: "import type { GridColDef } from '@mui/x-data-grid'; import type { BarChartProps } from '@mui/x-charts/BarChart'; export type T = [GridColDef, BarChartProps];",
  },
];

let output = '';

beforeAll(() => {
  for (const { path, code } of probes) {
    mkdirSync(join(repo, path, '..'), { recursive: true });
    writeFileSync(join(repo, path), `${code}\n`);
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

const flagged = (path: string) =>
  new RegExp(`${path.replaceAll('.', '\\.')}:1:\\d+ lint/style/noRestrictedImports`).test(output);

describe('package imports (biome.json)', () => {
  it('fail MUI X outside its wrappers and TextField anywhere', () => {
    for (const { path, from } of probes.filter((p) => !p.allowed))
      expect(flagged(path), `${path} ← ${from}`).toBe(true);
  });

  it('pass MUI X types anywhere and the MUI X wrappers importing MUI X', () => {
    for (const { path, from } of probes.filter((p) => p.allowed))
      expect(flagged(path), `${path} ← ${from}`).toBe(false);
  });
});
