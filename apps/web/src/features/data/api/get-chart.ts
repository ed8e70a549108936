import { API, apiPath, type Chart, chartResponseSchema } from '@keeling/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** GET /api/charts/:id: a chart's definition. */
export async function getChart(id: string, signal?: AbortSignal): Promise<Chart> {
  return (await getJson(apiPath(API.charts.one, { id }), chartResponseSchema, { signal })).chart;
}

export const chartQueryOptions = (id: string) =>
  queryOptions({ queryKey: dataKeys.chart(id), queryFn: ({ signal }) => getChart(id, signal) });

/** The chart, or nothing for a new one. */
export function useChart(id: string | null) {
  return useQuery({ ...chartQueryOptions(id ?? ''), enabled: Boolean(id) });
}
