import {
  API,
  datasetColumnsBodySchema,
  datasetIdParamsSchema,
  datasetQualityResponseSchema,
  datasetReadingBodySchema,
  datasetResponseSchema,
  datasetVersionParamsSchema,
  stagingParamsSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { clientGone } from '../../lib/client-gone';
import { BEARER_AUTH, errorResponses } from '../../lib/route-schema';
import { acceptedImport, answerImport } from './import-answer';
import { rowError } from './route-parts';
import type { DatasetsService } from './service';

const tags = ['datasets'];
const security = BEARER_AUTH;
const CSV = 'text/csv; charset=utf-8';
const csvResponse = (description: string) => ({
  description,
  content: { 'text/csv': { schema: z.string() } },
});

/**
 * Reading a file again with other types and markers (DESIGN §5 data sets: editor+, rejected
 * rows of a version to any reader): the quality and rejected rows of an inspected file before
 * its import, the columns fixed in place after it.
 */
export const datasetColumnRoutes: FastifyPluginAsyncZod<{ datasets: DatasetsService }> = async (
  app,
  { datasets },
) => {
  const editors = app.requireRole('admin', 'editor');

  app.post(
    API.datasets.stagedQuality,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'readStagedDatasetQuality',
        summary:
          'Per column, the values an inspected file would parse, leave missing and reject with these types and markers (editor+)',
        params: stagingParamsSchema,
        body: datasetReadingBodySchema,
        response: {
          200: datasetQualityResponseSchema,
          ...errorResponses(400, 401, 403, 404),
          ...rowError,
        },
      },
    },
    async (request, reply) => ({
      columns: await datasets.stagedQuality(
        request.params.stagingId,
        request.body,
        clientGone(reply),
      ),
    }),
  );

  app.post(
    API.datasets.stagedRejected,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'listStagedDatasetRejectedRows',
        summary:
          'The rows of an inspected file holding a value these types and markers reject, as CSV: `Row` then the fields (editor+)',
        params: stagingParamsSchema,
        body: datasetReadingBodySchema,
        response: {
          200: csvResponse('The rejected rows (the first 10,000)'),
          ...errorResponses(400, 401, 403, 404),
          ...rowError,
        },
      },
    },
    async (request, reply) =>
      reply
        .type(CSV)
        .header('content-disposition', 'attachment; filename="rejected-rows.csv"')
        .send(await datasets.stagedRejected(request.params.stagingId, request.body)),
  );

  app.put(
    API.datasets.columns,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'fixDatasetColumns',
        summary:
          "Change the columns' types, units and missing-value markers in place: the current version is read again from its original file in one transaction; charts keep their columns (editor+)",
        params: datasetIdParamsSchema,
        body: datasetColumnsBodySchema,
        response: {
          200: datasetResponseSchema,
          ...acceptedImport,
          ...errorResponses(401, 403, 404, 409),
          ...rowError,
        },
      },
    },
    (request, reply) =>
      answerImport(request, reply, datasets, request.body.importId, async () => ({
        dataset: await datasets.fixColumns(request.params.id, request.body),
      })),
  );

  app.get(
    API.datasets.versionRejected,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listDatasetVersionRejectedRows',
        summary:
          'The rows whose values a version left empty because they did not fit their column, as CSV from its original file (signed in)',
        params: datasetVersionParamsSchema,
        response: {
          200: csvResponse('The rejected rows (the first 10,000)'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { id, version } = request.params;
      return reply
        .type(CSV)
        .header('content-disposition', `attachment; filename="rejected-rows-v${version}.csv"`)
        .send(await datasets.versionRejected(id, version));
    },
  );
};
