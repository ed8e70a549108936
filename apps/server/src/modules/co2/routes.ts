import {
  API,
  co2ResponseSchema,
  co2SourcesBodySchema,
  co2SourcesResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_AUTH, errorResponses } from '../../lib/route-schema';
import type { Co2Service } from './service';

/** SPEC §7: the CO2 project page's figures (signed in). */
export const co2Routes: FastifyPluginAsyncZod<{ co2: Co2Service }> = async (app, { co2 }) => {
  app.get(
    API.co2,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['dashboards'],
        security: BEARER_AUTH,
        operationId: 'getCarbonDioxideSummary',
        summary:
          'The CO2 project figures: latest Mauna Loa mean, changes over 1 and 10 years, growth, Keeling curve, sources (signed in)',
        response: { 200: co2ResponseSchema, ...errorResponses(401) },
      },
    },
    async () => ({ co2: await co2.summary() }),
  );

  app.get(
    API.co2Sources,
    {
      onRequest: app.requireRole('admin', 'editor'),
      schema: {
        tags: ['dashboards'],
        security: BEARER_AUTH,
        operationId: 'getCarbonDioxideSources',
        summary:
          'The data set behind each part of the CO2 page, and the data sets with the columns it needs (editor+)',
        response: { 200: co2SourcesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ sources: await co2.sources() }),
  );

  app.put(
    API.co2Sources,
    {
      onRequest: app.requireRole('admin', 'editor'),
      schema: {
        tags: ['dashboards'],
        security: BEARER_AUTH,
        operationId: 'setCarbonDioxideSources',
        summary:
          'Choose the data set of some parts of the CO2 page (null: none); one lacking the columns is refused (editor+)',
        body: co2SourcesBodySchema,
        response: { 200: co2SourcesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await co2.setSources(request.body);
      return { sources: await co2.sources() };
    },
  );
};
