import {
  API,
  datasetAnnotationBodySchema,
  datasetAnnotationParamsSchema,
  datasetAnnotationResponseSchema,
  datasetAnnotationsResponseSchema,
  datasetIdParamsSchema,
  okResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_AUTH, errorResponses } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import type { DatasetsService } from './service';

const tags = ['datasets'];
const security = BEARER_AUTH;

/** Notes on a data set's time ranges (DESIGN §5 data sets: read signed in, write editor+). */
export const datasetAnnotationRoutes: FastifyPluginAsyncZod<{ datasets: DatasetsService }> = async (
  app,
  { datasets },
) => {
  const editors = app.requireRole('admin', 'editor');

  app.get(
    API.datasets.annotations,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listDatasetAnnotations',
        summary: "Notes on a data set's time ranges, by start; drawn on its charts (signed in)",
        params: datasetIdParamsSchema,
        response: { 200: datasetAnnotationsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ annotations: await datasets.annotations(request.params.id) }),
  );

  app.post(
    API.datasets.annotations,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'addDatasetAnnotation',
        summary: 'A note on a time range of a data set (days, YYYY-MM-DD) (editor+)',
        params: datasetIdParamsSchema,
        body: datasetAnnotationBodySchema,
        response: { 200: datasetAnnotationResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      annotation: await datasets.addAnnotation(
        request.params.id,
        request.body,
        signedInUser(request),
      ),
    }),
  );

  app.delete(
    API.datasets.annotation,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'removeDatasetAnnotation',
        summary: 'Remove a note from a data set (editor+)',
        params: datasetAnnotationParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await datasets.removeAnnotation(request.params.id, request.params.annotationId);
      return { ok: true as const };
    },
  );
};
