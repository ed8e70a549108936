import { API, type Chart, chartListResponseSchema } from '@keeling/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** GET /api/charts: every saved chart. */
export async function getCharts(signal?: AbortSignal): Promise<Chart[]> {
  return (await getJson(API.charts.list, chartListResponseSchema, { signal })).items;
}

export const chartsQueryOptions = () =>
  queryOptions({ queryKey: dataKeys.chartList(), queryFn: ({ signal }) => getCharts(signal) });

export function useCharts() {
  return useQuery(chartsQueryOptions());
}
