import {
  API,
  itemRefSchema,
  itemResponseSchema,
  itemSearchQuerySchema,
  itemSearchResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_AUTH, errorResponses } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import type { ItemsService } from './service';

const security = BEARER_AUTH;
const tags = ['items'];

/** Keeling items to link to: every signed-in member finds what they may see. */
export const itemRoutes: FastifyPluginAsyncZod<{ items: ItemsService }> = async (
  app,
  { items },
) => {
  app.get(
    API.items.search,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'searchItems',
        summary:
          'Data sets, charts, dashboards, trips, articles and cards whose title holds q (signed in)',
        querystring: itemSearchQuerySchema,
        response: { 200: itemSearchResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ items: await items.search(request.query, signedInUser(request)) }),
  );

  app.get(
    API.items.one,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'getItem',
        summary: 'One item’s title and the key its page opens it by (signed in)',
        params: itemRefSchema,
        response: { 200: itemResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ item: await items.get(request.params, signedInUser(request)) }),
  );
};
