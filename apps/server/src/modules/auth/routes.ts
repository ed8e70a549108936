import {
  API,
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  registerBodySchema,
  registerResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_AUTH, errorResponses, PUBLIC } from '../../lib/route-schema';
import { tooManyAttempts } from './errors';
import { toUser } from './serialize';
import type { AuthService } from './service';

export const REGISTER_MAX_PER_MINUTE = 10;

const tags = ['auth'];

/** SPEC §7 / DESIGN §5: login, register, me. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    API.auth.login,
    {
      schema: {
        tags,
        operationId: 'login',
        summary: 'Sign in with email and password',
        security: PUBLIC,
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (request) => auth.login(request.body, request.ip),
  );

  app.post(
    API.auth.register,
    {
      config: {
        rateLimit: {
          max: REGISTER_MAX_PER_MINUTE,
          timeWindow: 60_000,
          errorResponseBuilder: tooManyAttempts,
        },
      },
      schema: {
        tags,
        operationId: 'register',
        summary: 'Create an account (role: REGISTRATION_ROLE)',
        security: PUBLIC,
        body: registerBodySchema,
        response: { 200: registerResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    (request) => auth.register(request.body),
  );

  app.get(
    API.auth.me,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'getMe',
        summary: 'The signed-in user',
        security: BEARER_AUTH,
        response: { 200: meResponseSchema, ...errorResponses(401) },
      },
    },
    (request) => {
      if (!request.user) throw new Error('authenticate did not set the user');
      return { user: toUser(request.user) };
    },
  );
};
