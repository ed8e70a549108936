import { AUTH_MESSAGES, type Role } from '@keeling/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../lib/http-errors';
import type { AuthService } from '../modules/auth/service';

export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /** preHandler: 401 unless a valid bearer token of an active user is sent. */
    authenticate: AuthHook;
    /** preHandler: authenticate, then 403 unless the user has one of the roles. */
    requireRole(...roles: Role[]): AuthHook;
  }
  interface FastifyRequest {
    /** Set by `authenticate`. */
    user: UserRow | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** Decorates the root instance (no encapsulation): every feature's routes can use the hooks. */
export function registerAuth(app: FastifyInstance, auth: AuthService): void {
  const authenticate: AuthHook = async (request) => {
    if (request.user) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized(AUTH_MESSAGES.unauthorized);
    const user = await auth.userForToken(token);
    if (!user) throw unauthorized(AUTH_MESSAGES.invalidToken);
    request.user = user;
  };

  app.decorate('auth', auth);
  app.decorateRequest('user', null);
  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: Role[]): AuthHook => {
    const allowed = new Set<Role>(roles);
    return async (request, reply) => {
      await authenticate(request, reply);
      if (!request.user || !allowed.has(request.user.role))
        throw forbidden(AUTH_MESSAGES.forbidden);
    };
  });
}
