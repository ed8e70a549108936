import { API, apiPath, type Dashboard, dashboardResponseSchema } from '@keeling/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** GET /api/dashboards/by-slug/:slug: a dashboard with its charts (the project page). */
export async function getDashboardBySlug(slug: string, signal?: AbortSignal): Promise<Dashboard> {
  const path = apiPath(API.dashboards.bySlug, { slug });
  return (await getJson(path, dashboardResponseSchema, { signal })).dashboard;
}

/** GET /api/dashboards/:id: the same, by id (the editor). */
export async function getDashboard(id: string, signal?: AbortSignal): Promise<Dashboard> {
  const path = apiPath(API.dashboards.one, { id });
  return (await getJson(path, dashboardResponseSchema, { signal })).dashboard;
}

export const dashboardBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: dataKeys.dashboardBySlug(slug),
    queryFn: ({ signal }) => getDashboardBySlug(slug, signal),
  });

export function useDashboardBySlug(slug: string) {
  return useQuery(dashboardBySlugQueryOptions(slug));
}

/** The dashboard to edit, or nothing for a new one. */
export function useDashboard(id: string | null) {
  return useQuery({
    queryKey: dataKeys.dashboard(id ?? ''),
    queryFn: ({ signal }) => getDashboard(id ?? '', signal),
    enabled: Boolean(id),
  });
}
