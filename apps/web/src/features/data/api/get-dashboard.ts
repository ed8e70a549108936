import { API, apiPath, type Dashboard, dashboardResponseSchema } from '@keeling/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** GET /api/dashboards/by-slug/:slug: a dashboard with its charts (its page and its editor). */
export async function getDashboardBySlug(slug: string, signal?: AbortSignal): Promise<Dashboard> {
  const path = apiPath(API.dashboards.bySlug, { slug });
  return (await getJson(path, dashboardResponseSchema, { signal })).dashboard;
}

export const dashboardBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: dataKeys.dashboardBySlug(slug),
    queryFn: ({ signal }) => getDashboardBySlug(slug, signal),
  });

/**
 * `prefetched`: the route's loader has asked already (its `loader` prefetches the same key), so an
 * answer that failed there (a 404 for an unknown slug) is shown, not asked again on mount.
 */
export function useDashboardBySlug(slug: string, { prefetched = false } = {}) {
  return useQuery({ ...dashboardBySlugQueryOptions(slug), retryOnMount: !prefetched });
}
