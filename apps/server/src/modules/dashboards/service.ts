import type {
  Chart,
  Dashboard,
  DashboardBody,
  DashboardItem,
  DashboardSummary,
} from '@keeling/contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { DashboardRow } from '../../db/schema';
import type { Cache } from '../../lib/cache';
import { type ChartsService, chartsOfDataset, deleteCharts } from '../charts/service';
import type { DatasetDependentsPort } from '../datasets/service';
import { dashboardNotFound, slugTaken, unknownCharts } from './errors';
import {
  createDashboardsRepository,
  dashboardsShowingCharts,
  removeChartFromDashboards,
} from './repository';

export { removeChartFromDashboards };

/**
 * What depends on a data set, for its delete (app.ts gives it to the data sets' service): its
 * charts (those dividing by it too) and the dashboards that show them; `detach` takes the charts
 * out of those dashboards, which keep their other charts, and deletes them.
 */
export const datasetDependents: DatasetDependentsPort = {
  async find(db, datasetId) {
    const charts = (await chartsOfDataset(db, datasetId)).map(({ id, title }) => ({ id, title }));
    const shown = await dashboardsShowingCharts(
      db,
      charts.map((chart) => chart.id),
    );
    return { charts, dashboards: shown };
  },
  async detach(db, chartIds) {
    for (const chartId of chartIds) await removeChartFromDashboards(db, chartId);
    // those built on it go with its row (foreign key); those dividing by it (a ratio) here
    await deleteCharts(db, chartIds);
  },
};

export interface DashboardActor {
  id: string;
}

export interface DashboardsServiceDeps {
  db: Db;
  cache: Cache;
  charts: Pick<ChartsService, 'findByIds'>;
}

/** The items whose chart still exists (a data set's delete takes its charts with it). */
const liveItems = (items: DashboardItem[], charts: Map<string, Chart>) =>
  items.filter((item) => charts.has(item.chartId));

function toSummary(row: DashboardRow, charts: Map<string, Chart>): DashboardSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    chartCount: liveItems(row.items, charts).length,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createDashboardsService({
  db,
  cache,
  charts: chartsService,
}: DashboardsServiceDeps) {
  const repo = createDashboardsRepository(db);

  async function chartsOf(rows: DashboardRow[]): Promise<Map<string, Chart>> {
    const ids = new Set(rows.flatMap((row) => row.items.map((item) => item.chartId)));
    const charts = await chartsService.findByIds([...ids]);
    return new Map(charts.map((chart) => [chart.id, chart]));
  }

  async function toDashboard(row: DashboardRow): Promise<Dashboard> {
    const charts = await chartsOf([row]);
    const items = liveItems(row.items, charts);
    const ordered = [...new Set(items.map((item) => item.chartId))];
    return {
      ...toSummary(row, charts),
      items,
      charts: ordered.map((id) => charts.get(id) as Chart),
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** 409 for a slug in use (ignoring case), 400 for items naming unknown charts. */
  async function check(body: DashboardBody, exceptId?: string): Promise<void> {
    if (await repo.isSlugTaken(body.slug, exceptId)) throw slugTaken();
    const ids = [...new Set(body.items.map((item) => item.chartId))];
    const found = new Set((await chartsService.findByIds(ids)).map((chart) => chart.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw unknownCharts(missing);
  }

  const valuesOf = ({ slug, title, description, items }: DashboardBody) => ({
    slug,
    title,
    description,
    items: items.map(({ chartId, width, height }) => ({ chartId, width, height })),
  });

  async function write<T>(run: () => Promise<T>): Promise<T> {
    try {
      const result = await run();
      await cache.invalidate('dashboards');
      return result;
    } catch (error) {
      throw isUniqueViolation(error) ? slugTaken() : error;
    }
  }

  return {
    /** Every dashboard, the latest updated first. */
    async list(): Promise<DashboardSummary[]> {
      const rows = await repo.list();
      const charts = await chartsOf(rows);
      return rows.map((row) => toSummary(row, charts));
    },

    async getBySlug(slug: string): Promise<Dashboard> {
      const row = await repo.findBySlug(slug);
      if (!row) throw dashboardNotFound();
      return toDashboard(row);
    },

    async getById(id: string): Promise<Dashboard> {
      const row = await repo.findById(id);
      if (!row) throw dashboardNotFound();
      return toDashboard(row);
    },

    async create(body: DashboardBody, actor: DashboardActor | null): Promise<Dashboard> {
      await check(body);
      const row = await write(() => repo.insert(valuesOf(body), actor?.id ?? null));
      return toDashboard(row);
    },

    async update(id: string, body: DashboardBody): Promise<Dashboard> {
      if (!(await repo.findById(id))) throw dashboardNotFound();
      await check(body, id);
      const row = await write(() => repo.update(id, valuesOf(body)));
      if (!row) throw dashboardNotFound();
      return toDashboard(row);
    },

    async delete(id: string): Promise<void> {
      const deleted = await write(() => repo.delete(id));
      if (!deleted) throw dashboardNotFound();
    },
  };
}

export type DashboardsService = ReturnType<typeof createDashboardsService>;
