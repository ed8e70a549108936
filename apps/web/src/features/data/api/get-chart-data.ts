import { API, apiPath, type ChartData, chartDataResponseSchema } from '@keeling/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** GET /api/charts/:id/data: aggregated on the server, at most 2,000 points a series. */
export async function getChartData(id: string, signal?: AbortSignal): Promise<ChartData> {
  const path = apiPath(API.charts.data, { id });
  return (await getJson(path, chartDataResponseSchema, { signal })).data;
}

export const chartDataQueryOptions = (id: string) =>
  queryOptions({
    queryKey: dataKeys.chartData(id),
    queryFn: ({ signal }) => getChartData(id, signal),
  });

export function useChartData(id: string) {
  return useQuery(chartDataQueryOptions(id));
}
