import { API, eventStreamQuerySchema, eventTicketResponseSchema } from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { bearerToken } from '../../lib/bearer-token';
import { BEARER_AUTH, errorResponses, PUBLIC } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import { tooManyStreams } from './errors';
import type { EventsService } from './service';

const tags = ['events'];
const EVENT_ID = /^\d{1,18}$/;

const lastEventIdOf = (header: string | string[] | undefined, query: string | undefined) => {
  const value = typeof header === 'string' && EVENT_ID.test(header) ? header : query;
  return value === undefined ? null : Number(value);
};

/**
 * The live layer (issue 31): a ticket for the signed-in user, then one Server-Sent Events
 * stream per tab, opened with it (EventSource cannot send the bearer token).
 */
export const eventRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (
  app,
  { events },
) => {
  app.post(
    API.events.ticket,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: BEARER_AUTH,
        operationId: 'createEventTicket',
        summary: 'A single-use ticket, good for 60 s, that opens the live event stream',
        response: { 200: eventTicketResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization) ?? '';
      const { ticket, expiresAt } = await events.issueTicket(signedInUser(request), token);
      return { ticket, expiresAt: expiresAt.toISOString() };
    },
  );

  app.get(
    API.events.stream,
    {
      schema: {
        tags,
        // the single-use ticket of the query authenticates, not a bearer token
        security: PUBLIC,
        operationId: 'openEventStream',
        summary:
          'Server-Sent Events: `change` events (id, topic, kind, entity id, version) the user may see, `reset` when missed ones are no longer kept; send Last-Event-ID (or lastEventId) to resume',
        querystring: eventStreamQuerySchema,
        response: {
          200: {
            description: 'The event stream (text/event-stream), until the session ends',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const owner = await events.redeemTicket(request.query.ticket);
      if (!events.hub.hasRoom(owner.id)) throw tooManyStreams();
      const lastEventId = lastEventIdOf(
        request.headers['last-event-id'],
        request.query.lastEventId,
      );
      reply.hijack();
      const headers: Record<string, string> = {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx and the like: send each event as it comes
        'x-accel-buffering': 'no',
      };
      reply.raw.writeHead(200, headers);
      await events.open(owner, lastEventId, reply.raw);
    },
  );
};
