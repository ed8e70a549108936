import {
  API,
  accountSettingsBodySchema,
  accountSettingsResponseSchema,
  errorResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { createAccountService } from './service';

export interface AccountRoutesOptions {
  db: Db;
}

function requireUserId(user: { id: string } | null): string {
  if (!user) throw new Error('authenticate did not set the user');
  return user.id;
}

/** The signed-in user's own settings (the settings drawer syncs them across browsers). */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { db }) => {
  const service = createAccountService(db);

  app.get(
    API.account.settings,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: "The signed-in user's saved settings (null when never saved)",
        security: [{ bearerAuth: [] }],
        response: { 200: accountSettingsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ settings: await service.getSettings(requireUserId(request.user)) }),
  );

  app.put(
    API.account.settings,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: "Save the signed-in user's settings",
        security: [{ bearerAuth: [] }],
        body: accountSettingsBodySchema,
        response: {
          200: accountSettingsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      settings: await service.saveSettings(requireUserId(request.user), request.body.settings),
    }),
  );
};
