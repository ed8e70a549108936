import type { Role } from '@keeling/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { bearerToken } from '../lib/bearer-token';
import { type AuthService, forbidden, unauthorized } from '../modules/auth/service';

export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid bearer token of an active user is sent. */
    authenticate: AuthHook;
    /** onRequest hook: authenticate, then 403 unless the user has one of the roles. */
    requireRole(...roles: Role[]): AuthHook;
  }
  interface FastifyRequest {
    /** Set by `authenticate`. */
    user: UserRow | null;
  }
}

export { bearerToken };

/**
 * The one hook every module shares: decorates the root instance (no encapsulation) with
 * `authenticate` and `requireRole`, which routes use as their `onRequest`.
 */
export function registerAuth(app: FastifyInstance, auth: Pick<AuthService, 'sessionUser'>): void {
  const authenticate: AuthHook = async (request) => {
    if (request.user) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    request.user = await auth.sessionUser(token);
  };

  app.decorateRequest('user', null);
  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: Role[]): AuthHook => {
    const allowed = new Set<Role>(roles);
    return async (request, reply) => {
      await authenticate(request, reply);
      if (!request.user || !allowed.has(request.user.role)) throw forbidden();
    };
  });
}
