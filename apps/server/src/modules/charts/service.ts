import type { Chart, ChartData, ChartSpec } from '@keeling/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Cache } from '../../lib/cache';
import type { DatasetsService } from '../datasets/service';
import { type ChartDataset, computeChartData, type DataSpec } from './chart-data';
import { type ChartCsv, chartCsv } from './csv-export';
import { derivedSource } from './derived';
import { badSpec, chartNotFound, datasetMissing } from './errors';
import { resolveColumns } from './query-builder';
import { parseRange } from './range';
import { createChartsRepository } from './repository';

export { provenanceOf } from './chart-data';
export type { ChartCsv } from './csv-export';
export { sendChartCsv } from './csv-stream';

/** The charts built on a data set (for what its delete would take with it). */
export const chartsOfDataset = (db: Db, datasetId: string): Promise<Chart[]> =>
  createChartsRepository(db).list(datasetId);

/** Deletes charts (a data set's delete: those built on it, and those dividing by it). */
export const deleteCharts = (db: Db, ids: readonly string[]): Promise<void> =>
  createChartsRepository(db).deleteMany(ids);

/** Who saves: the signed-in user (null for the seed). */
export interface ChartActor {
  id: string;
}

export interface ChartsServiceDeps {
  db: Db;
  cache: Cache;
  datasets: Pick<DatasetsService, 'getById' | 'tableOf' | 'annotations'>;
  /** Takes a deleted chart out of every dashboard, in the chart's delete transaction. */
  removeFromDashboards: (tx: Db, chartId: string) => Promise<void>;
}

/** The x types on which a data set's notes on time ranges are drawn. */
const TIME_X = new Set<ChartData['xType']>(['date', 'month', 'year']);

/** Chart data kept per spec and data-set version; a data set's write drops them all. */
export const CHART_DATA_CACHE_SIZE = 100;

const specKey = (s: DataSpec) => [
  s.type,
  s.xColumn,
  s.yColumns,
  s.seriesColumn,
  s.seriesColumn === null ? [] : s.seriesValues,
  s.aggregation,
  s.grain,
  s.rangeFrom,
  s.rangeTo,
  s.derived ?? null,
  s.type === 'kpi' ? (s.kpi ?? null) : null,
];

export function createChartsService(deps: ChartsServiceDeps) {
  const { db, cache, datasets, removeFromDashboards } = deps;
  const repo = createChartsRepository(db);
  const dataCache = cache.map<string, ChartData>(['datasets'], CHART_DATA_CACHE_SIZE);

  /** The data set with its table; a missing one is a 400 (the body names it). */
  async function datasetOf(id: string): Promise<ChartDataset> {
    try {
      const dataset = await datasets.getById(id);
      const table = await datasets.tableOf(dataset);
      return { ...dataset, tableName: table.name, columns: table.columns };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) throw datasetMissing();
      throw error;
    }
  }

  /** A ratio's second data set; a missing one is a 400 naming the field. */
  async function divisorOf(spec: Pick<DataSpec, 'derived'>): Promise<ChartDataset | null> {
    if (spec.derived?.kind !== 'ratio') return null;
    try {
      return await datasetOf(spec.derived.datasetId);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404)
        throw badSpec('derived.datasetId', 'the data set to divide by does not exist');
      throw error;
    }
  }

  /**
   * The spec fits its data set: known columns, number values, its grain, a valid time range, a
   * derived series it can compute (a ratio's second data set has the key columns).
   */
  async function check(spec: ChartSpec): Promise<ChartDataset> {
    const dataset = await datasetOf(spec.datasetId);
    const columns = resolveColumns(spec, dataset.columns);
    parseRange(columns.x.type, spec.rangeFrom, spec.rangeTo);
    derivedSource(dataset.tableName, dataset.columns, columns, spec, await divisorOf(spec));
    if (spec.type === 'kpi' && spec.kpi?.comparison === 'base') {
      if (!spec.kpi.base) throw badSpec('kpi.base', 'choose the base period to compare with');
      try {
        parseRange(columns.x.type, spec.kpi.base, spec.kpi.base);
      } catch {
        throw badSpec('kpi.base', `“${spec.kpi.base}” is not a period of ${columns.x.name}`);
      }
    }
    return dataset;
  }

  async function get(id: string): Promise<Chart> {
    const chart = await repo.findById(id);
    if (!chart) throw chartNotFound();
    return chart;
  }

  async function dataOf(dataset: ChartDataset, spec: DataSpec): Promise<ChartData> {
    const divisor = await divisorOf(spec);
    const key = JSON.stringify([
      dataset.id,
      dataset.tableName,
      dataset.importedAt,
      dataset.updatedAt,
      divisor && [divisor.id, divisor.tableName, divisor.importedAt, divisor.updatedAt],
      ...specKey(spec),
    ]);
    return dataCache.get(key, async () => {
      const data = await computeChartData(db, dataset, spec, { divisor });
      if (!TIME_X.has(data.xType)) return data;
      const notes = await datasets.annotations(dataset.id);
      return notes.length === 0
        ? data
        : { ...data, annotations: notes.map(({ from, to, text }) => ({ from, to, text })) };
    });
  }

  const changed = () => cache.invalidate('charts');

  return {
    list: (datasetId?: string) => repo.list(datasetId),
    get,
    /** The charts of these ids that exist (a dashboard's items). */
    findByIds: (ids: string[]) => repo.findByIds(ids),

    async create(spec: ChartSpec, actor: ChartActor | null): Promise<Chart> {
      await check(spec);
      const chart = await repo.insert(spec, actor?.id ?? null);
      await changed();
      return chart;
    },

    async update(id: string, spec: ChartSpec): Promise<Chart> {
      await get(id);
      await check(spec);
      const chart = await repo.update(id, spec);
      if (!chart) throw chartNotFound();
      await changed();
      return chart;
    },

    /** Deletes the chart and takes it out of every dashboard, in one transaction. */
    async delete(id: string): Promise<void> {
      const deleted = await db.transaction(async (tx) => {
        const found = await createChartsRepository(tx as unknown as Db).delete(id);
        if (found) await removeFromDashboards(tx as unknown as Db, id);
        return found;
      });
      if (!deleted) throw chartNotFound();
      await cache.invalidate('charts', 'dashboards');
    },

    /** A saved chart's data. */
    async data(id: string): Promise<ChartData> {
      const chart = await get(id);
      return dataOf(await datasetOf(chart.datasetId), chart);
    },

    /**
     * A saved chart's full data within the reader's range, as CSV to stream (checked first: a
     * bad bound is a 400 before anything is sent).
     */
    async csv(id: string, reader: { from: string | null; to: string | null }): Promise<ChartCsv> {
      const chart = await get(id);
      const dataset = await datasetOf(chart.datasetId);
      return chartCsv(db, dataset, chart, reader, await divisorOf(chart));
    },

    /** An unsaved spec's data (the builder's live preview). */
    async preview(spec: ChartSpec): Promise<ChartData> {
      return dataOf(await datasetOf(spec.datasetId), spec);
    },
  };
}

export type ChartsService = ReturnType<typeof createChartsService>;
