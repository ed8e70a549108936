import {
  API,
  airportListResponseSchema,
  airportSearchQuerySchema,
  emissionFactorsResponseSchema,
  okResponseSchema,
  tripBodySchema,
  tripIdParamsSchema,
  tripListQuerySchema,
  tripListResponseSchema,
  tripResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_AUTH, errorResponses } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import type { TravelService } from './service';

const tags = ['travel'];
const security = BEARER_AUTH;

/**
 * Travel (issue 30, item 7): every signed-in member reads trips and records their own; the
 * service lets a viewer change only the trips they recorded, editors and admins any.
 */
export const travelRoutes: FastifyPluginAsyncZod<{ travel: TravelService }> = async (
  app,
  { travel },
) => {
  app.get(
    API.travel.emissionFactors,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listEmissionFactors',
        summary: 'Emission factor of every transport mode, with its source and year',
        response: { 200: emissionFactorsResponseSchema, ...errorResponses(401) },
      },
    },
    async () => ({ items: await travel.factors() }),
  );

  app.get(
    API.travel.airports,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'searchAirports',
        summary: 'Airports whose IATA code, name or city holds the search (OurAirports)',
        querystring: airportSearchQuerySchema,
        response: { 200: airportListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ items: travel.airports(request.query.search) }),
  );

  app.get(
    API.travel.trips,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listTrips',
        summary: 'A page of trips with their CO2e, and the totals of every matching trip',
        querystring: tripListQuerySchema,
        response: { 200: tripListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => travel.list(request.query),
  );

  app.get(
    API.travel.trip,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'getTrip',
        summary: 'One trip with its CO2e and the same trip by every mode',
        params: tripIdParamsSchema,
        response: { 200: tripResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ trip: await travel.get(request.params.id) }),
  );

  app.post(
    API.travel.trips,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'createTrip',
        summary: 'Record a trip (any member; its author is the signed-in user)',
        body: tripBodySchema,
        response: { 200: tripResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      trip: await travel.create(request.body, signedInUser(request).id),
    }),
  );

  app.put(
    API.travel.trip,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'updateTrip',
        summary: 'Replace a trip (its author, or an editor or admin)',
        params: tripIdParamsSchema,
        body: tripBodySchema,
        response: { 200: tripResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      trip: await travel.update(request.params.id, request.body, signedInUser(request)),
    }),
  );

  app.delete(
    API.travel.trip,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'deleteTrip',
        summary: 'Delete a trip (its author, or an editor or admin)',
        params: tripIdParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await travel.remove(request.params.id, signedInUser(request));
      return { ok: true as const };
    },
  );
};
