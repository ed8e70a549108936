import { API, type DashboardSummary, dashboardListResponseSchema } from '@keeling/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** GET /api/dashboards: every dashboard with its chart count and last update. */
export async function getDashboards(signal?: AbortSignal): Promise<DashboardSummary[]> {
  return (await getJson(API.dashboards.list, dashboardListResponseSchema, { signal })).items;
}

export const dashboardsQueryOptions = () =>
  queryOptions({
    queryKey: dataKeys.dashboardList(),
    queryFn: ({ signal }) => getDashboards(signal),
  });

export function useDashboards() {
  return useQuery(dashboardsQueryOptions());
}
