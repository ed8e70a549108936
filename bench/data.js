#!/usr/bin/env node
// `npm run bench:data` (and the second half of `npm run bench`): the data sets' import rate and
// chart-data latency on a 1,000,000-row CSV generated from the OWID emissions file, each as a
// ratio to a floor measured in the same run on the same database:
//   import: inspect + create through the data-set service ÷ a plain COPY of the same file;
//   chart:  a split line chart's data (fresh, then cached) ÷ SELECT count(*) of its table.
// On PGlite (a data directory in a temp dir, in its worker as in production), then on
// PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL names one (a throwaway database on that
// server, dropped at the end). Never part of `npm test`.
//
//   BENCH_DATA_ROWS=1000000   rows of the generated file
//   BENCH_DATA_RUNS=5         rounds of the chart measurement (medians)
//
// Writes bench/results/data-latest.md and bench/results/data-latest.json.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { writeBenchCsv } from './lib/data-csv.js';
import { dropFloor } from './lib/data-floor.js';
import { fmtS, measureChart, measureHeavyReads, measureImport } from './lib/data-measure.js';
import { writeDataReport } from './lib/data-report.js';
import { openBenchServer, postgresUrlFromEnv } from './lib/data-server.js';

const rows = Number(process.env.BENCH_DATA_ROWS ?? 1_000_000);
const runs = Number(process.env.BENCH_DATA_RUNS ?? 5);
const postgresUrl = postgresUrlFromEnv();
const started = Date.now();
const loadAtStart = loadavg();
const startedAt = new Date().toISOString();
const log = (line) => console.log(line);

async function onDatabase(tempDir, csv, url) {
  const server = await openBenchServer({ tempDir, postgresUrl: url });
  log(`\n${server.label}${url ? ' (throwaway database)' : ` (${join(tempDir, 'pglite')})`}`);
  try {
    log('import:');
    const imported = await measureImport(server, csv, log);
    await dropFloor(server);
    log(
      `  ${Math.round(imported.serviceRowsPerSecond)} rows/s, ${imported.ratio.toFixed(2)}× floor`,
    );
    log(`chart data (${runs} rounds):`);
    const chart = await measureChart(server, imported.dataset, runs, log);
    log(`  ${chart.freshRatio.toFixed(2)}× count(*), cached ${chart.cachedRatio.toFixed(4)}×`);
    log('heavy reads (issue 30, item 19):');
    const heavy = await measureHeavyReads(server, imported.dataset, log);
    return { label: server.label, imported, chart, heavy };
  } finally {
    await server.close();
  }
}

async function main() {
  const tempDir = mkdtempSync(join(tmpdir(), 'keeling-bench-data-'));
  try {
    const t0 = performance.now();
    const csv = await writeBenchCsv(join(tempDir, 'owid-emissions-1m.csv'), rows);
    log(
      `generated ${csv.rows} rows (${(csv.bytes / 2 ** 20).toFixed(1)} MiB) in ${fmtS(performance.now() - t0)}`,
    );
    const notes = [
      'Import: one COPY floor before and one after the service; the ratio is the service rate over their mean rate. The floor loads the file as it is into `(entity text, code text, year integer, value double precision)` with `CREATE TABLE` in the same transaction; the service also parses every row to infer the types, converts each value (the year into a date), numbers the lines and adds the primary key.',
      "Chart data: the saved chart read through the charts service, its cache dropped before each fresh read (`cache.invalidate('datasets')`, what a data-set write does); `count(*)` through the same connection pool as chart queries. A cached read still reads the chart and its data set (three small queries) before the cached answer.",
      'Both databases run on the same two cores as the bench (PostgreSQL as its own processes, PGlite in a worker thread), under whatever else the machine runs (load average above): compare the ratios, not the seconds.',
    ];
    const results = [await onDatabase(join(tempDir, 'pglite-run'), csv, undefined)];
    if (postgresUrl) results.push(await onDatabase(join(tempDir, 'pg-run'), csv, postgresUrl));
    else
      notes.push(
        'PostgreSQL: not measured (set BENCH_DATABASE_URL or DATABASE_URL to a postgres:// URL).',
      );
    const machine = {
      nproc: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      date: startedAt,
      loadAverage: loadAtStart.map((l) => l.toFixed(1)).join(' / '),
      rows,
      runs,
      totalSeconds: Math.round((Date.now() - started) / 1000),
    };
    log(`\n${writeDataReport({ machine, csv, results, notes })}`);
    log('written: bench/results/data-latest.md, bench/results/data-latest.json');
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
}

await main();
