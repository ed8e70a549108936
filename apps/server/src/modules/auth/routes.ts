import {
  API,
  errorResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  registerBodySchema,
  registerResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toUser } from './serialize';

export const REGISTER_MAX_PER_MINUTE = 10;

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** SPEC §7 / DESIGN §5: login, register, me. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.auth.login,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    (request) => app.auth.login(request.body, request.ip),
  );

  app.post(
    API.auth.register,
    {
      config: { rateLimit: { max: REGISTER_MAX_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (role: REGISTRATION_ROLE)',
        body: registerBodySchema,
        response: { 200: registerResponseSchema, ...errors },
      },
    },
    (request) => app.auth.register(request.body),
  );

  app.get(
    API.auth.me,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: meResponseSchema, 401: errorResponseSchema },
      },
    },
    (request) => {
      if (!request.user) throw new Error('authenticate did not set the user');
      return { user: toUser(request.user) };
    },
  );
};
