import {
  API,
  demoAccountResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  registerBodySchema,
  registerResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { BEARER_AUTH, errorResponses, PUBLIC } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import { accountTag } from './account-tag';
import { toUser } from './serialize';
import type { AuthService } from './service';

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
    async (request) => {
      try {
        const answer = await auth.login(request.body, request.ip);
        request.log.info({ userId: answer.data.user.id }, 'login succeeded');
        return answer;
      } catch (error) {
        if (error instanceof AppError) {
          const account = accountTag(request.body.email);
          request.log.warn({ account, code: error.code }, 'login failed');
        }
        throw error;
      }
    },
  );

  app.post(
    API.auth.register,
    {
      // Counted before the body is read (rate_limits table: shared by every instance).
      onRequest: (request) => auth.limitRegistration(request.ip),
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
    (request) => ({ user: toUser(signedInUser(request)) }),
  );

  app.get(
    API.auth.demoAccount,
    {
      schema: {
        tags,
        operationId: 'getDemoAccount',
        summary: "The demo account's sign-in, while it still has its seeded public password",
        description:
          "For the login page's hint. `account` is null once the demo password was changed, when " +
          'SEED_ADMIN_PASSWORD is not the public demo one, or when the account is disabled.',
        security: PUBLIC,
        // no 4xx: nothing to refuse (like the health check); the database may be unavailable
        response: { 200: demoAccountResponseSchema, ...errorResponses(503) },
      },
    },
    async () => ({ account: await auth.demoAccount() }),
  );
};
