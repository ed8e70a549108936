#!/usr/bin/env node
// `npm test`: the whole suite, in the order a failure is cheapest to find.
// lint → typecheck → unit + API tests (Vitest) → production build → size budgets → browser tests.
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

function vitest(title, args) {
  const outputFile = join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  const ok = run(title, 'npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ]);
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

const steps = [
  () => run('lint', 'npx', ['biome', 'check', '.']),
  () => run('typecheck', 'npm', ['run', 'typecheck', '--silent']),
  () => vitest('unit and API tests', []),
  () => run('production build', 'npm', ['run', 'build', '--silent']),
  () => run('size budgets', 'node', ['bench/size-budget.js']),
  () => vitest('browser tests', ['--config', 'e2e/vitest.config.ts']),
];

let failedStep = false;
for (const step of steps) {
  if (!step()) {
    failedStep = true;
    break;
  }
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(
  `\nKeeling test suite finished in ${minutes} min${failedStep ? ' (stopped at a failing step)' : ''}.`,
);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);
