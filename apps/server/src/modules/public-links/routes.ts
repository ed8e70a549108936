import {
  API,
  chartCsvQuerySchema,
  chartDataResponseSchema,
  chartSpecSchema,
  co2ResponseSchema,
  okResponseSchema,
  publicChartParamsSchema,
  publicLinkCreateBodySchema,
  publicLinkIdParamsSchema,
  publicLinkListResponseSchema,
  publicLinkResponseSchema,
  publicTokenParamsSchema,
  publicViewResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { BEARER_AUTH, errorResponses, PUBLIC } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import { sendChartCsv } from '../charts/service';
import type { PublicLinksService } from './service';

const tags = ['public-links'];

/**
 * Public read-only links (DESIGN §5): editors and admins make, list and revoke them; the token
 * of one reads, signed out, its dashboard and what that dashboard shows, and nothing else.
 */
export const publicLinkRoutes: FastifyPluginAsyncZod<{ publicLinks: PublicLinksService }> = async (
  app,
  { publicLinks },
) => {
  const editors = app.requireRole('admin', 'editor');

  app.get(
    API.publicLinks.list,
    {
      onRequest: editors,
      schema: {
        tags,
        security: BEARER_AUTH,
        operationId: 'listPublicLinks',
        summary: 'Every public read-only link, newest first (editor+)',
        response: { 200: publicLinkListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ links: await publicLinks.list() }),
  );

  app.post(
    API.publicLinks.list,
    {
      onRequest: editors,
      schema: {
        tags,
        security: BEARER_AUTH,
        operationId: 'createPublicLink',
        summary:
          'A public read-only link to a dashboard (the CO2 page is the dashboard `Co2`), with an optional expiry and origins allowed to frame it (editor+)',
        body: publicLinkCreateBodySchema,
        response: { 200: publicLinkResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      link: await publicLinks.create(request.body, signedInUser(request).id),
    }),
  );

  app.delete(
    API.publicLinks.one,
    {
      onRequest: editors,
      schema: {
        tags,
        security: BEARER_AUTH,
        operationId: 'revokePublicLink',
        summary: 'Revoke a public link: its token reads nothing from now on (editor+)',
        params: publicLinkIdParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await publicLinks.revoke(request.params.id);
      return { ok: true as const };
    },
  );

  const gone = errorResponses(400, 404);

  app.get(
    API.publicView.one,
    {
      schema: {
        tags,
        security: PUBLIC,
        operationId: 'getPublicView',
        summary:
          "A public link's view: its dashboard with its charts, and whether the CO2 figures go above it (public, with the link's token)",
        params: publicTokenParamsSchema,
        response: { 200: publicViewResponseSchema, ...gone },
      },
    },
    (request) => publicLinks.view(request.params.token),
  );

  app.get(
    API.publicView.chartData,
    {
      schema: {
        tags,
        security: PUBLIC,
        operationId: 'getPublicChartData',
        summary: "The data of a chart on a public link's dashboard (public, with the link's token)",
        params: publicChartParamsSchema,
        response: { 200: chartDataResponseSchema, ...gone },
      },
    },
    async (request) => ({
      data: await publicLinks.chartData(request.params.token, request.params.chartId),
    }),
  );

  app.get(
    API.publicView.chartCsv,
    {
      schema: {
        tags,
        security: PUBLIC,
        operationId: 'getPublicChartCsv',
        summary:
          "The full data of a chart on a public link's dashboard within the reader's range, streamed as CSV (public, with the link's token)",
        params: publicChartParamsSchema,
        querystring: chartCsvQuerySchema,
        response: {
          200: {
            description: 'The x column, the series column when split, each value with its unit',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...gone,
        },
      },
    },
    async (request, reply) => {
      const { token, chartId } = request.params;
      const { from, to } = request.query;
      const csv = await publicLinks.chartCsv(token, chartId, {
        from: from || null,
        to: to || null,
      });
      return sendChartCsv(reply, csv);
    },
  );

  app.get(
    API.publicView.co2,
    {
      schema: {
        tags,
        security: PUBLIC,
        operationId: 'getPublicCarbonDioxideSummary',
        summary:
          "The CO2 figures, on a public link to the CO2 page (public, with the link's token)",
        params: publicTokenParamsSchema,
        response: { 200: co2ResponseSchema, ...gone },
      },
    },
    async (request) => ({ co2: await publicLinks.co2(request.params.token) }),
  );

  app.post(
    API.publicView.preview,
    {
      schema: {
        tags,
        security: PUBLIC,
        operationId: 'previewPublicChart',
        summary:
          "The CO2 page's emissions chart for the entities a reader picks, on a public link to that page: a spec on its emissions data set only (public, with the link's token)",
        params: publicTokenParamsSchema,
        body: chartSpecSchema,
        response: { 200: chartDataResponseSchema, ...gone },
      },
    },
    async (request) => ({
      data: await publicLinks.preview(request.params.token, request.body),
    }),
  );
};
