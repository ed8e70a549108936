import { API, apiPath, type ChartData, chartDataResponseSchema } from '@keeling/contract';
import { getJson } from '../../../lib/http';

/** GET /api/charts/:id/data: aggregated on the server, at most 2,000 points a series. */
export async function getChartData(id: string, signal?: AbortSignal): Promise<ChartData> {
  const path = apiPath(API.charts.data, { id });
  return (await getJson(path, chartDataResponseSchema, { signal })).data;
}
