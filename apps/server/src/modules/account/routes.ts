import { API, accountSettingsBodySchema, accountSettingsResponseSchema } from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_AUTH, errorResponses } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import type { AccountService } from './service';

const tags = ['account'];

/** The signed-in user's own settings (the settings drawer syncs them across browsers). */
export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (
  app,
  { account },
) => {
  app.get(
    API.account.settings,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'getAccountSettings',
        summary: "The signed-in user's saved settings (null when never saved)",
        security: BEARER_AUTH,
        response: { 200: accountSettingsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => account.getSettings(signedInUser(request).id),
  );

  app.put(
    API.account.settings,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'saveAccountSettings',
        summary: "Save the signed-in user's settings",
        security: BEARER_AUTH,
        body: accountSettingsBodySchema,
        response: { 200: accountSettingsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      account.saveSettings(signedInUser(request).id, request.body.settings, request.body.language),
  );
};
