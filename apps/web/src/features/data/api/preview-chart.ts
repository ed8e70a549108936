import {
  API,
  type ChartData,
  chartDataResponseSchema,
  type chartSpecSchema,
} from '@keeling/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { postJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** A chart's spec as sent (fields with a default may be left out). */
export type ChartSpecInput = z.input<typeof chartSpecSchema>;

/** POST /api/charts/preview: the data of an unsaved chart (the builder's live preview). */
export async function previewChart(spec: ChartSpecInput, signal?: AbortSignal): Promise<ChartData> {
  return (await postJson(API.charts.preview, spec, chartDataResponseSchema, { signal })).data;
}

export const chartPreviewQueryOptions = (spec: ChartSpecInput) =>
  queryOptions({
    queryKey: dataKeys.preview(spec),
    queryFn: ({ signal }) => previewChart(spec, signal),
    placeholderData: keepPreviousData,
  });

/** The data of `spec`, or nothing while it is incomplete (null). */
export function useChartPreview(spec: ChartSpecInput | null) {
  return useQuery({
    ...chartPreviewQueryOptions(spec as ChartSpecInput),
    enabled: spec !== null,
  });
}
