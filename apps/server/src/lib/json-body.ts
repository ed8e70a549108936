import type { FastifyReply } from 'fastify';
import { z } from 'zod/mini';

/**
 * The body a route's zod serializer would send for `value` (fastify-type-provider-zod encodes
 * with the response schema, then stringifies). For answers cached as text: a route that sends
 * a string with a JSON content type skips the serializer.
 */
export function jsonBody<S extends z.core.$ZodType>(schema: S, value: z.output<S>): string {
  return JSON.stringify(z.encode(schema, value));
}

/** Sends a body made by `jsonBody` as it is (a string with a JSON type skips the serializer). */
export function sendJsonBody(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
