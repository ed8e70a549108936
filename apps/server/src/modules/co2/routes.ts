import { API, co2ResponseSchema } from '@keeling/contract';
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
};
