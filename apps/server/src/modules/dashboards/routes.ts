import {
  API,
  dashboardBodySchema,
  dashboardIdParamsSchema,
  dashboardListResponseSchema,
  dashboardResponseSchema,
  dashboardSlugParamsSchema,
  okResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_AUTH, errorResponses } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import type { DashboardsService } from './service';

const security = BEARER_AUTH;
const tags = ['dashboards'];

/** DESIGN §5 dashboards: every signed-in user sees them; editors and admins compose them. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboards: DashboardsService }> = async (
  app,
  { dashboards },
) => {
  const editors = app.requireRole('admin', 'editor');

  app.get(
    API.dashboards.list,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listDashboards',
        summary: 'Every dashboard with its chart count, the latest updated first (signed in)',
        response: { 200: dashboardListResponseSchema, ...errorResponses(401) },
      },
    },
    async () => ({ items: await dashboards.list() }),
  );

  app.get(
    API.dashboards.bySlug,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'getDashboardBySlug',
        summary: 'One dashboard with its charts, by slug (any case) (signed in)',
        params: dashboardSlugParamsSchema,
        response: { 200: dashboardResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ dashboard: await dashboards.getBySlug(request.params.slug) }),
  );

  app.post(
    API.dashboards.list,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'createDashboard',
        summary: 'Create a dashboard from charts (editor+)',
        body: dashboardBodySchema,
        response: { 200: dashboardResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ({
      dashboard: await dashboards.create(request.body, signedInUser(request)),
    }),
  );

  app.put(
    API.dashboards.one,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'updateDashboard',
        summary: 'Replace a dashboard: slug, title, description and its ordered items (editor+)',
        params: dashboardIdParamsSchema,
        body: dashboardBodySchema,
        response: { 200: dashboardResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      dashboard: await dashboards.update(request.params.id, request.body),
    }),
  );

  app.delete(
    API.dashboards.one,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        operationId: 'deleteDashboard',
        summary: 'Delete a dashboard (its charts stay) (editor+)',
        params: dashboardIdParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await dashboards.delete(request.params.id);
      return { ok: true as const };
    },
  );
};
