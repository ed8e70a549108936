// The data bench's two measurements on one database: the import through the data-set service
// beside a plain COPY of the same file, and a chart's data beside `SELECT count(*)`.
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { copyFloor } from './data-floor.js';

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const since = (t0) => performance.now() - t0;

/**
 * Floor, service, floor again: the ratio is the service's rate over the two floors' mean rate
 * (the machine's load moves both alike).
 * @param {import('./data-server.js').BenchServer} server
 * @param {{ file: string, rows: number }} csv
 */
export async function measureImport(server, csv, log) {
  const floors = [];
  floors.push(await copyFloor(server, csv.file));
  log(`  COPY floor: ${fmtS(floors[0].ms)}`);

  const { datasets } = server.services;
  const t0 = performance.now();
  const inspection = await datasets.inspectUpload(createReadStream(csv.file), basename(csv.file));
  const inspectMs = since(t0);
  const t1 = performance.now();
  const body = server.contract.datasetCreateBodySchema.parse({
    name: 'OWID emissions ×1M (bench)',
    stagingId: inspection.stagingId,
    columns: inspection.columns.map((c) => ({ name: c.name, type: c.type, unit: null })),
  });
  const dataset = await datasets.create(body, null);
  const createMs = since(t1);
  log(`  service: inspect ${fmtS(inspectMs)}, create ${fmtS(createMs)}`);

  floors.push(await copyFloor(server, csv.file));
  log(`  COPY floor again: ${fmtS(floors[1].ms)}`);
  if (dataset.rowCount !== csv.rows || floors.some((f) => f.rows !== csv.rows))
    throw new Error(`rows: service ${dataset.rowCount}, floors ${floors.map((f) => f.rows)}`);

  const floorMs = (floors[0].ms + floors[1].ms) / 2;
  const serviceMs = inspectMs + createMs;
  return {
    dataset,
    types: inspection.columns.map((c) => c.type),
    inspectMs,
    createMs,
    serviceMs,
    serviceRowsPerSecond: csv.rows / (serviceMs / 1000),
    floorMs: floors.map((f) => f.ms),
    floorRowsPerSecond: csv.rows / (floorMs / 1000),
    ratio: floorMs / serviceMs,
  };
}

/**
 * A saved line chart of one column by year, split by entity (no values chosen: the 5 with the
 * most rows), its data computed afresh (chart cache dropped) and then cached, beside
 * `SELECT count(*)` of the same table. One discarded warm-up of each, then `runs` rounds
 * interleaved; medians.
 * @param {import('./data-server.js').BenchServer} server
 */
export async function measureChart(server, dataset, runs, log) {
  const { charts, datasets } = server.services;
  const table = await datasets.tableOf(dataset);
  const key = (name) => {
    const column = table.columns.find((c) => c.name === name);
    if (!column) throw new Error(`no column ${name}`);
    return column.key;
  };
  const chart = await charts.create(
    {
      datasetId: dataset.id,
      title: 'Emissions by year, largest entities',
      type: 'line',
      xColumn: key('Year'),
      yColumns: [key('Annual CO₂ emissions')],
      seriesColumn: key('Entity'),
      seriesValues: [],
      aggregation: 'none',
      grain: 'none',
      rangeFrom: null,
      rangeTo: null,
      unit: 't',
    },
    null,
  );
  const countSql = `SELECT count(*) AS n FROM ${table.ident}`;
  const timed = async (fn) => {
    const t0 = performance.now();
    const result = await fn();
    return { ms: since(t0), result };
  };
  const count = () => timed(() => server.query(countSql));
  const fresh = async () => {
    await server.cache.invalidate('datasets');
    return timed(() => charts.data(chart.id));
  };
  const cached = () => timed(() => charts.data(chart.id));

  await count();
  const warm = await fresh();
  const shape = warm.result.series.map((s) => ({
    name: s.name,
    sourcePoints: s.sourcePoints,
    returnedPoints: s.returnedPoints,
    method: s.method,
  }));
  const times = { count: [], fresh: [], cached: [] };
  for (let i = 0; i < runs; i++) {
    times.count.push((await count()).ms);
    times.fresh.push((await fresh()).ms);
    times.cached.push((await cached()).ms);
    log(
      `  round ${i + 1}/${runs}: count(*) ${fmtMs(times.count.at(-1))}, chart ${fmtMs(times.fresh.at(-1))}, cached ${fmtMs(times.cached.at(-1), 3)}`,
    );
  }
  const countMs = median(times.count);
  const freshMs = median(times.fresh);
  const cachedMs = median(times.cached);
  return {
    spec: 'line, x Year, y Annual CO₂ emissions, split by Entity (none chosen: the 5 with the most rows), aggregation none',
    series: shape,
    times,
    countMs,
    freshMs,
    cachedMs,
    freshRatio: freshMs / countMs,
    cachedRatio: cachedMs / countMs,
  };
}

export const fmtS = (ms) => `${(ms / 1000).toFixed(1)} s`;
export const fmtMs = (ms, digits = 0) => `${ms.toFixed(digits)} ms`;

/**
 * The reads issue 30 (item 19) made heavy, each once after a warm-up of the table, beside
 * `SELECT count(*)`: a KPI of ten values without aggregation, a line over a text x (Entity), and
 * a page of rows sorted by a number column at both ends (`asc` at the last page is read as
 * `desc` from the first). Chart caches dropped before each.
 * @param {import('./data-server.js').BenchServer} server
 */
export async function measureHeavyReads(server, dataset, log) {
  const { charts, datasets } = server.services;
  const table = await datasets.tableOf(dataset);
  const key = (name) => {
    const column = table.columns.find((c) => c.name === name);
    if (!column) throw new Error(`no column ${name}`);
    return column.key;
  };
  const value = key('Annual CO₂ emissions');
  const spec = (over) => ({
    datasetId: dataset.id,
    title: 'Heavy read',
    type: 'line',
    xColumn: key('Year'),
    yColumns: [value],
    seriesColumn: null,
    seriesValues: [],
    aggregation: 'none',
    grain: 'none',
    rangeFrom: null,
    rangeTo: null,
    unit: '',
    ...over,
  });
  const timed = async (fn) => {
    await server.cache.invalidate('datasets');
    const t0 = performance.now();
    const result = await fn();
    return { ms: since(t0), result };
  };
  const count = await timed(() => server.query(`SELECT count(*) AS n FROM ${table.ident}`));
  const last = Math.ceil(dataset.rowCount / 25);
  const reads = [
    [
      'KPI, 10 values, aggregation none',
      () => charts.preview(spec({ type: 'kpi', yColumns: Array(10).fill(value) })),
    ],
    [
      'line, text x (Entity), aggregation none',
      () => charts.preview(spec({ xColumn: key('Entity') })),
    ],
    [
      'rows sorted by the value, desc, page 1',
      () => datasets.rows(dataset.id, { page: 1, size: 25, sort: value, order: 'desc' }),
    ],
    [
      `rows sorted by the value, asc, last page (${last})`,
      () => datasets.rows(dataset.id, { page: last, size: 25, sort: value, order: 'asc' }),
    ],
  ];
  const out = [];
  for (const [label, run] of reads) {
    const { ms, result } = await timed(run);
    const points = result.series
      ? result.series.reduce((sum, s) => sum + s.returnedPoints, 0)
      : result.rows.length;
    out.push({ label, ms, ratio: ms / count.ms, points });
    log(
      `  ${label}: ${fmtMs(ms)} (${(ms / count.ms).toFixed(2)}× count(*)), ${points} points or rows`,
    );
  }
  return { countMs: count.ms, reads: out };
}
