import {
  API,
  freshTokenResponseSchema,
  passwordChangeBodySchema,
  profilePatchBodySchema,
  profileResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_AUTH, errorResponses } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import type { ProfileService } from './service';

const tags = ['account'];
const security = BEARER_AUTH;

/**
 * The signed-in user's own profile and password (DESIGN §5: self). E-mail, role and status are
 * not editable here: the PATCH body is strict, so such keys are a 400.
 */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (
  app,
  { profile },
) => {
  app.get(
    API.account.profile,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'getProfile',
        summary: "The signed-in user's profile",
        response: { 200: profileResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ user: profile.get(signedInUser(request)) }),
  );

  app.patch(
    API.account.profile,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'updateProfile',
        summary: "Change fields of the signed-in user's profile (unknown or read-only keys: 400)",
        body: profilePatchBodySchema,
        response: { 200: profileResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ user: await profile.update(signedInUser(request), request.body) }),
  );

  app.post(
    API.account.password,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'changePassword',
        summary: 'Change the password: every other session ends, this one gets a fresh token',
        body: passwordChangeBodySchema,
        response: { 200: freshTokenResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      accessToken: await profile.changePassword(signedInUser(request), request.body),
    }),
  );

  app.post(
    API.account.signOutEverywhere,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'signOutEverywhere',
        summary: 'End every other session of the signed-in user; this one gets a fresh token',
        response: { 200: freshTokenResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ accessToken: await profile.signOutEverywhere(signedInUser(request)) }),
  );
};
