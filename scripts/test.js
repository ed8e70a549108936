#!/usr/bin/env node
// `npm test`: the whole suite, in the order a failure is cheapest to find.
// lint → typecheck → unit tests (contract, web) → server tests (API, on DATABASE_URL) →
// production build → size budgets → browser tests (on DATABASE_URL) → the accessibility sweep.
//
// `npm test -- --steps=server,browser` runs only the named steps (in this order, whatever the
// order given): CI runs the steps that do not depend on the database once, and the two that do
// once per database. The accessibility sweep (`a11y`: axe over every screen in light and dark,
// ltr and rtl, two colour presets, and every screen's width on a phone) is a browser test too, but
// it reads colours, names, roles and boxes, which no database changes: CI runs it once. `npm run test:deep` is the step `deep`: the fuzz
// suite at 1,000 cases an operation (100 in `server`).
//
// Prints one closing line "N passed, N failed" summed over every Vitest run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reportDir = mkdtempSync(join(tmpdir(), 'keeling-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function vitest(title, args, env = {}) {
  const outputFile = join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  const ok = run(
    title,
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    env,
  );
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numTotalTests === 0) return false;
  } catch {
    totals.failed += 1; // the run crashed before writing its report
  }
  return ok;
}

/** The browser-test files of the accessibility sweep (e2e/support/a11y-screens.ts). */
const A11Y_SWEEP = '**/tests/a11y-*.test.ts';

/** Every step, in the order `npm test` runs them. `deep` runs only when asked for. */
const STEPS = {
  lint: () => run('lint', 'npx', ['biome', 'check', '.']),
  typecheck: () => run('typecheck', 'npm', ['run', 'typecheck', '--silent']),
  unit: () => vitest('unit tests', ['--project', 'contract', '--project', 'web']),
  server: () =>
    vitest('server and API tests', ['--project', 'server', '--project', 'server-isolated']),
  build: () => run('production build', 'npm', ['run', 'build', '--silent']),
  budgets: () => run('size budgets', 'node', ['bench/size-budget.js']),
  browser: () =>
    vitest('browser tests', ['--config', 'e2e/vitest.config.ts', '--exclude', A11Y_SWEEP]),
  a11y: () => vitest('accessibility sweep', ['--config', 'e2e/vitest.config.ts', 'tests/a11y-']),
  deep: () =>
    vitest('fuzz, 1,000 cases an operation', ['--project', 'server', 'test/fuzz.test.ts'], {
      FUZZ_RUNS: '1000',
    }),
};
const EVERYTHING = Object.keys(STEPS).filter((step) => step !== 'deep');

const stepsArgument = process.argv.find((arg) => arg.startsWith('--steps='));
const asked = stepsArgument ? stepsArgument.slice('--steps='.length).split(',') : EVERYTHING;
const unknown = asked.filter((step) => !(step in STEPS));
if (unknown.length > 0) {
  console.error(`Unknown step: ${unknown.join(', ')}. Steps: ${Object.keys(STEPS).join(', ')}.`);
  process.exit(2);
}

let failedStep = false;
for (const [name, step] of Object.entries(STEPS)) {
  if (!asked.includes(name)) continue;
  if (!step()) {
    failedStep = true;
    break;
  }
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(
  `\nKeeling test suite (${asked.join(', ')}) finished in ${minutes} min${failedStep ? ' (stopped at a failing step)' : ''}.`,
);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);
