import {
  API,
  chartCsvQuerySchema,
  chartDataResponseSchema,
  chartIdParamsSchema,
  chartListQuerySchema,
  chartListResponseSchema,
  chartResponseSchema,
  chartSpecSchema,
  okResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { BEARER_AUTH, errorResponses } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import { sendChartCsv } from './csv-stream';
import type { ChartsService } from './service';

const security = BEARER_AUTH;
const tags = ['charts'];

/** DESIGN §5 charts: signed-in users read charts, their data and previews; editors+ write. */
export const chartRoutes: FastifyPluginAsyncZod<{ charts: ChartsService }> = async (
  app,
  { charts },
) => {
  const editors = app.requireRole('admin', 'editor');

  app.get(
    API.charts.list,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listCharts',
        summary: 'Every chart, the latest updated first, or those of one data set (signed in)',
        querystring: chartListQuerySchema,
        response: { 200: chartListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ items: await charts.list(request.query.datasetId) }),
  );

  app.post(
    API.charts.list,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'createChart',
        summary: 'Create a chart over a data set (editor+)',
        body: chartSpecSchema,
        response: { 200: chartResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ chart: await charts.create(request.body, signedInUser(request)) }),
  );

  // Only reads: the builder's preview, and the CO2 page's emissions by country for every reader.
  app.post(
    API.charts.preview,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'previewChart',
        summary:
          "An unsaved chart's data: the builder's live preview, the CO2 page's emissions (signed in)",
        body: chartSpecSchema,
        response: { 200: chartDataResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ data: await charts.preview(request.body) }),
  );

  app.get(
    API.charts.one,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'getChart',
        summary: 'One chart (signed in)',
        params: chartIdParamsSchema,
        response: { 200: chartResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ chart: await charts.get(request.params.id) }),
  );

  app.put(
    API.charts.one,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'updateChart',
        summary: 'Replace a chart (editor+)',
        params: chartIdParamsSchema,
        body: chartSpecSchema,
        response: { 200: chartResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ chart: await charts.update(request.params.id, request.body) }),
  );

  app.delete(
    API.charts.one,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'deleteChart',
        summary: 'Delete a chart; the dashboards showing it drop it (editor+)',
        params: chartIdParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await charts.delete(request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    API.charts.data,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'getChartData',
        summary:
          'A chart’s series, aggregated in SQL, at most 2,000 points a series (LTTB) (signed in)',
        params: chartIdParamsSchema,
        response: { 200: chartDataResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ data: await charts.data(request.params.id) }),
  );

  app.get(
    API.charts.csv,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'getChartCsv',
        summary:
          'A chart’s full data (every row of its query, not the points drawn) within the reader’s range (`from`, `to`), streamed as CSV (signed in)',
        params: chartIdParamsSchema,
        querystring: chartCsvQuerySchema,
        response: {
          200: {
            description: 'The x column, the series column when split, each value with its unit',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = await charts.csv(request.params.id, { from: from || null, to: to || null });
      return sendChartCsv(reply, csv);
    },
  );
};
