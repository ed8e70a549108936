import type { FastifyInstance } from 'fastify';
import { inRequestScope } from '../db/request-scope';
import { clientGone } from '../lib/client-gone';

/**
 * Every request's queries run in its scope (db/request-scope.ts): bounded in time on PGlite as
 * on PostgreSQL, dropped or cancelled when the client goes away before its answer.
 */
export function registerQueryScope(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    inRequestScope({ signal: clientGone(reply) }, done);
  });
}
