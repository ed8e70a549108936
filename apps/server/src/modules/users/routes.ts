import {
  API,
  okResponseSchema,
  userCountsResponseSchema,
  userCreateBodySchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListResponseSchema,
  userResponseSchema,
  userUpdateBodySchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { BEARER_AUTH, errorResponses } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import type { UsersService } from './service';

const tags = ['users'];
const security = BEARER_AUTH;
const countsQuerySchema = z.pick(userListQuerySchema, { role: true, search: true });

/** DESIGN §5 users: every route is admin only (403 for editors and viewers, 401 without a token). */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  const onRequest = app.requireRole('admin');

  app.get(
    API.users.list,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'listUsers',
        summary: 'A page of users, with the count of each status tab (admin)',
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => users.list(request.query),
  );

  app.get(
    API.users.counts,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'countUsers',
        summary: 'Users per status for a role filter and search (admin)',
        querystring: countsQuerySchema,
        response: { 200: userCountsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ counts: await users.counts(request.query) }),
  );

  app.post(
    API.users.list,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'createUser',
        summary: 'Create a user with an initial password, role and status (admin)',
        body: userCreateBodySchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ({ user: await users.create(request.body) }),
  );

  app.get(
    API.users.one,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'getUser',
        summary: 'One user (admin)',
        params: userIdParamsSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ user: await users.get(request.params.id) }),
  );

  app.patch(
    API.users.one,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'updateUser',
        summary: "Change a user's names, role or status; a new role or status ends their sessions",
        params: userIdParamsSchema,
        body: userUpdateBodySchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ user: await users.update(request.params.id, request.body) }),
  );

  app.delete(
    API.users.one,
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: 'deleteUser',
        summary: 'Delete a user (admin; not oneself, not the last active admin)',
        params: userIdParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await users.remove(request.params.id, signedInUser(request).id);
      return { ok: true as const };
    },
  );
};
