import type { FastifyRequest } from 'fastify';

/**
 * The user `app.authenticate` (plugins/auth.ts) set on the request: the one way a handler of a
 * guarded route reads who is signed in. Throws (a 500) on a route that forgot its guard.
 */
export function signedInUser(request: FastifyRequest): NonNullable<FastifyRequest['user']> {
  if (!request.user) throw new Error('authenticate did not set the user');
  return request.user;
}
