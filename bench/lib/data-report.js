// The data bench's table: bench/results/data-latest.md and .json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './processes.js';

const int = (n) => Math.round(n).toLocaleString('en-US');
const ratio = (r) => `${r < 0.01 ? r.toFixed(4) : r.toFixed(2)}×`;
const ms = (n) => (n < 10 ? n.toFixed(2) : int(n));

/**
 * @param {object} run
 * @param {object} run.machine
 * @param {object} run.csv
 * @param {{ label: string, imported: any, chart: any }[]} run.results
 * @param {string[]} run.notes
 */
export function writeDataReport({ machine, csv, results, notes }) {
  const lines = [
    `# Data benchmark (${results.map((r) => r.label).join(', ')})`,
    '',
    `${machine.date} · ${machine.nproc} CPU (${machine.cpu}) · ${machine.memoryGiB} GiB · Node ${machine.node} · load average at start ${machine.loadAverage}`,
    '',
    `File: ${int(csv.rows)} rows, ${(csv.bytes / 2 ** 20).toFixed(1)} MiB, the OWID annual CO₂ emissions per country (${int(csv.sourceRows)} rows) repeated ${csv.copies} times with entity suffixes (\`Germany #2\`…).`,
    '',
    '## Import (inspect + create through the data-set service) beside a plain COPY',
    '',
    '| database | inspect s | create s | service rows/s | COPY floor s (before / after) | floor rows/s | **× floor** |',
    '|---|---:|---:|---:|---|---:|---:|',
    ...results.map(({ label, imported: i }) => {
      const floors = i.floorMs.map((f) => (f / 1000).toFixed(1)).join(' / ');
      return `| ${label} | ${(i.inspectMs / 1000).toFixed(1)} | ${(i.createMs / 1000).toFixed(1)} | ${int(i.serviceRowsPerSecond)} | ${floors} | ${int(i.floorRowsPerSecond)} | **${ratio(i.ratio)}** |`;
    }),
    '',
    '## Chart data beside `SELECT count(*)` of the same table',
    '',
    `Chart: ${results[0]?.chart.spec ?? '—'}; medians of ${machine.runs} interleaved rounds after one warm-up.`,
    '',
    '| database | count(*) ms | chart ms | **chart ÷ count** | cached chart ms | **cached ÷ count** |',
    '|---|---:|---:|---:|---:|---:|',
    ...results.map(
      ({ label, chart: c }) =>
        `| ${label} | ${ms(c.countMs)} | ${ms(c.freshMs)} | **${ratio(c.freshRatio)}** | ${c.cachedMs.toFixed(3)} | **${ratio(c.cachedRatio)}** |`,
    ),
    '',
    `Series: ${(results[0]?.chart.series ?? []).map((s) => `${s.name} (${s.sourcePoints} points, ${s.method})`).join('; ')}.`,
    '',
    '## Heavy reads beside `SELECT count(*)` (one run each, caches dropped)',
    '',
    '| database | read | ms | **÷ count** | points or rows returned |',
    '|---|---|---:|---:|---:|',
    ...results.flatMap(({ label, heavy }) =>
      (heavy?.reads ?? []).map(
        (r) => `| ${label} | ${r.label} | ${ms(r.ms)} | **${ratio(r.ratio)}** | ${int(r.points)} |`,
      ),
    ),
    '',
    ...notes.map((n) => `- ${n}`),
    '',
    `Total bench time: ${machine.totalSeconds} s.`,
    '',
  ];
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'data-latest.md'), lines.join('\n'));
  const json = {
    machine,
    csv: { rows: csv.rows, bytes: csv.bytes, sourceRows: csv.sourceRows, copies: csv.copies },
    results: results.map(({ label, imported, chart, heavy }) => ({
      label,
      imported: { ...imported, dataset: undefined },
      chart,
      heavy,
    })),
    notes,
  };
  writeFileSync(join(dir, 'data-latest.json'), `${JSON.stringify(json, null, 2)}\n`);
  return lines.join('\n');
}
