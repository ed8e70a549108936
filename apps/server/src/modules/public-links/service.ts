import { randomBytes } from 'node:crypto';
import {
  type ChartData,
  type ChartSpec,
  CO2_DASHBOARD_SLUG,
  type Co2Summary,
  type PublicLink,
  type PublicView,
  type publicLinkCreateBodySchema,
} from '@keeling/contract';
import type { z } from 'zod/mini';
import type { Db } from '../../db/client';
import type { PublicLinkRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ChartCsv, ChartsService } from '../charts/service';
import type { Co2Service } from '../co2/service';
import type { DashboardsService } from '../dashboards/service';
import { badExpiry, linkGone, linkNotFound } from './errors';
import { createPublicLinksRepository, type PublicLinkListed } from './repository';

export type PublicLinkInput = z.output<typeof publicLinkCreateBodySchema>;

export interface PublicLinksDeps {
  db: Db;
  dashboards: Pick<DashboardsService, 'getById'>;
  charts: Pick<ChartsService, 'data' | 'preview' | 'csv'>;
  co2: Pick<Co2Service, 'summary'>;
  now?: () => number;
}

const toLink = (row: PublicLinkListed): PublicLink => ({
  id: row.id,
  token: row.token,
  dashboardId: row.dashboardId,
  dashboardSlug: row.dashboardSlug,
  dashboardTitle: row.dashboardTitle,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  frameAncestors: row.frameAncestors,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.creatorName,
});

/**
 * Public read-only links (DESIGN §5: editors and admins manage them). A token reads its one
 * dashboard, the data of that dashboard's charts and, on the CO2 page, the CO2 figures and the
 * emissions chart the page draws; anything else (another chart, another data set, an expired or
 * revoked link) is the same 404.
 */
export function createPublicLinksService({
  db,
  dashboards,
  charts,
  co2,
  now = Date.now,
}: PublicLinksDeps) {
  const repo = createPublicLinksRepository(db);

  /** The link behind a token, while it lasts. */
  async function linkOf(token: string): Promise<PublicLinkRow> {
    const row = await repo.byToken(token);
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= now())) throw linkGone();
    return row;
  }

  async function viewOf(token: string) {
    const link = await linkOf(token);
    // a dashboard deleted meanwhile is a link gone; anything else (the database) stays itself
    const dashboard = await dashboards.getById(link.dashboardId).catch((error: unknown) => {
      throw error instanceof AppError && error.statusCode === 404 ? linkGone() : error;
    });
    return { link, dashboard, isCo2: dashboard.slug === CO2_DASHBOARD_SLUG };
  }

  return {
    list: async (): Promise<PublicLink[]> => (await repo.list()).map(toLink),

    async create(input: PublicLinkInput, actorId: string | null): Promise<PublicLink> {
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= now()) throw badExpiry();
      await dashboards.getById(input.dashboardId);
      const id = await repo.insert({
        token: randomBytes(32).toString('base64url'),
        dashboardId: input.dashboardId,
        expiresAt,
        frameAncestors: [...new Set(input.frameAncestors.map((origin) => origin.toLowerCase()))],
        createdBy: actorId,
      });
      const created = await repo.byId(id);
      if (!created) throw linkNotFound();
      return toLink(created);
    },

    async revoke(id: string): Promise<void> {
      if (!(await repo.remove(id))) throw linkNotFound();
    },

    /** The view a token shows: its dashboard (with its charts' specs), CO2 figures or not. */
    async view(token: string): Promise<PublicView> {
      const { link, dashboard, isCo2 } = await viewOf(token);
      return { dashboard, co2: isCo2, expiresAt: link.expiresAt?.toISOString() ?? null };
    },

    /** A chart's data, when the chart is on the link's dashboard. */
    async chartData(token: string, chartId: string): Promise<ChartData> {
      const { dashboard } = await viewOf(token);
      if (!dashboard.items.some((item) => item.chartId === chartId)) throw linkGone();
      return charts.data(chartId);
    },

    /** A chart's full data within the reader's range (CSV), when the chart is on the link's dashboard. */
    async chartCsv(
      token: string,
      chartId: string,
      reader: { from: string | null; to: string | null },
    ): Promise<ChartCsv> {
      const { dashboard } = await viewOf(token);
      if (!dashboard.items.some((item) => item.chartId === chartId)) throw linkGone();
      return charts.csv(chartId, reader);
    },

    /** The CO2 figures, on a link to the CO2 page. */
    async co2(token: string): Promise<Co2Summary> {
      const { isCo2 } = await viewOf(token);
      if (!isCo2) throw linkGone();
      return co2.summary();
    },

    /**
     * The CO2 page's emissions chart (the page builds it from the entities a reader picks): a
     * spec on the page's emissions data set, nothing else.
     */
    async preview(token: string, spec: ChartSpec): Promise<ChartData> {
      const { isCo2 } = await viewOf(token);
      if (!isCo2) throw linkGone();
      const summary = await co2.summary();
      if (!summary.emissions || spec.datasetId !== summary.emissions.datasetId) throw linkGone();
      // a ratio reads a second data set: not through a link, which shows the emissions alone
      if (spec.derived?.kind === 'ratio') throw linkGone();
      return charts.preview(spec);
    },

    /** The origins allowed to frame the link's page; null for an unknown or expired token. */
    async frameAncestors(token: string): Promise<string[] | null> {
      const row = await repo.byToken(token).catch(() => null);
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= now())) return null;
      return row.frameAncestors;
    },
  };
}

export type PublicLinksService = ReturnType<typeof createPublicLinksService>;
