import type { ChartData } from '@keeling/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ChartDataset, DataSpec } from './chart-data';
import { TOP_SERIES_VALUES } from './chart-data';
import { derivedSource } from './derived';
import { buildChartQueries, resolveColumns } from './query-builder';
import { parseRange, type XRange } from './range';

// The full data behind a chart (issue 34 item 4): every row of its query (aggregated as the chart
// is, its series, its derived series) within the chart's range and the reader's, not the points
// drawn; streamed as CSV through a cursor, FETCH_ROWS rows at a time, waiting for the client to
// take each batch (its socket's back-pressure), so a table of any size never sits whole in Node.

/** Rows read from the cursor at a time. */
export const FETCH_ROWS = 5000;

/** A cell a spreadsheet would run as a formula (CSV injection); a plain number is not one. */
const FORMULA_START = /^[\t\r\n]|^[\s\u3000]*[=+\-@|\uFF1D\uFF0B\uFF0D\uFF20]/;

function field(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (cells: unknown[]) => `${cells.map(field).join(',')}\r\n`;

/** The later start and the earlier end of two ranges (both of the same x column). */
export function intersectRanges(a: XRange | null, b: XRange | null): XRange | null {
  if (!a || !b) return a ?? b;
  const later = <T extends number | string>(x: T | null, y: T | null): T | null =>
    x === null ? y : y === null ? x : x > y ? x : y;
  const earlier = <T extends number | string>(x: T | null, y: T | null): T | null =>
    x === null ? y : y === null ? x : x < y ? x : y;
  if (a.kind === 'number' && b.kind === 'number')
    return { kind: 'number', from: later(a.from, b.from), to: earlier(a.to, b.to) };
  if (a.kind === 'date' && b.kind === 'date')
    return {
      kind: 'date',
      from: later(a.from, b.from),
      toExclusive: earlier(a.toExclusive, b.toExclusive),
    };
  return a;
}

/** Where the rows go: a write that resolves once the client can take more. */
export interface CsvSink {
  write(text: string): Promise<void>;
  /** True once the client has gone: the reading stops. */
  readonly gone: boolean;
}

export interface ChartCsv {
  /** Writes the header and every row, batch by batch; resolves with the rows written. */
  run(sink: CsvSink): Promise<number>;
}

/**
 * The CSV of a chart's full data within the reader's range (`from`, `to`: bounds as the chart's
 * range takes them). Checked before anything is sent: a bad bound is a 400 while the answer can
 * still say so. Columns: the x column (dates at the data's grain: 1950, 1958-03), the series
 * column when split, each y column with the unit; one row per row of the chart's query.
 */
export function chartCsv(
  db: Db,
  dataset: ChartDataset,
  spec: DataSpec & { unit: string },
  reader: { from: string | null; to: string | null },
  divisor: ChartDataset | null,
): ChartCsv {
  const columns = resolveColumns(spec, dataset.columns);
  const chartRange = parseRange(columns.x.type, spec.rangeFrom, spec.rangeTo);
  const readerRange = parseRange(columns.x.type, reader.from, reader.to);
  const range = intersectRanges(chartRange, readerRange);
  const source = derivedSource(dataset.tableName, dataset.columns, columns, spec, divisor);
  const querySpec = { ...spec, aggregation: source.aggregation };
  const { x, ys, series } = columns;
  const grain = spec.grain ?? 'none';
  const xType: ChartData['xType'] =
    grain === 'year' ? 'year' : grain === 'month' && x.type === 'date' ? 'month' : x.type;
  const xText = (value: unknown) => {
    if (typeof value !== 'string') return value;
    if (xType === 'year') return value.slice(0, 4);
    if (xType === 'month') return value.slice(0, 7);
    return value;
  };
  const unit = spec.unit ? ` (${spec.unit})` : '';
  const yNames = ys.map((y) =>
    source.info?.kind === 'ratio'
      ? `${y.name} ÷ ${source.info.divisor}${unit}`
      : `${y.name}${unit}`,
  );
  const pieSplit = spec.type === 'pie' && series !== null;

  return {
    async run(sink) {
      // the chart's series: those chosen, or its largest ones over its own range
      let seriesValues: string[] = [];
      if (series && spec.seriesValues.length) seriesValues = [...new Set(spec.seriesValues)];
      else if (series) {
        const top = buildChartQueries(source.from, columns, querySpec, chartRange);
        const result = (await db.execute(top.topSeriesValues(TOP_SERIES_VALUES))) as unknown as {
          rows: { v: unknown }[];
        };
        seriesValues = result.rows.map((r) => String(r.v));
      }
      const query: SQL = buildChartQueries(source.from, columns, querySpec, range).points(
        seriesValues,
      );
      const header = pieSplit
        ? [series.name, ...yNames]
        : [x.name, ...(series ? [series.name] : []), ...yNames];
      await sink.write(line(header));
      const cells = (row: Record<string, unknown>) => {
        const values = ys.map((_, i) => {
          const v = row[`y${i}`];
          return v === null || v === undefined ? null : Number(v);
        });
        if (pieSplit) return [row.s, ...values];
        const xValue = x.type === 'number' ? Number(row.x) : xText(row.x);
        return [xValue, ...(series ? [row.s] : []), ...values];
      };
      let written = 0;
      await db.transaction(async (tx) => {
        const cursor = sql.identifier('chart_csv');
        await tx.execute(sql`declare ${cursor} no scroll cursor for ${query}`);
        for (;;) {
          if (sink.gone) break;
          const batch = (await tx.execute(
            sql`fetch forward ${sql.raw(String(FETCH_ROWS))} from ${cursor}`,
          )) as unknown as { rows: Record<string, unknown>[] };
          if (batch.rows.length === 0) break;
          await sink.write(batch.rows.map((row) => line(cells(row))).join(''));
          written += batch.rows.length;
          if (batch.rows.length < FETCH_ROWS) break;
        }
        await tx.execute(sql`close ${cursor}`);
      });
      return written;
    },
  };
}
