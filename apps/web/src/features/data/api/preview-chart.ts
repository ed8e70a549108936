import { API, type ChartData, type ChartSpec, chartDataResponseSchema } from '@keeling/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** POST /api/charts/preview: the data of an unsaved chart (the builder's live preview). */
export async function previewChart(spec: ChartSpec, signal?: AbortSignal): Promise<ChartData> {
  return (await postJson(API.charts.preview, spec, chartDataResponseSchema, { signal })).data;
}

export const chartPreviewQueryOptions = (spec: ChartSpec) =>
  queryOptions({
    queryKey: dataKeys.preview(spec),
    queryFn: ({ signal }) => previewChart(spec, signal),
    placeholderData: keepPreviousData,
  });

/** The data of `spec`, or nothing while it is incomplete (null). */
export function useChartPreview(spec: ChartSpec | null) {
  return useQuery({
    ...chartPreviewQueryOptions(spec as ChartSpec),
    enabled: spec !== null,
  });
}
