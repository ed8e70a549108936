import {
  API,
  type ChartData,
  chartDataResponseSchema,
  type chartSpecSchema,
} from '@keeling/contract';
import type { z } from 'zod/mini';
import { postJson } from '../../../lib/http';

/** A chart's spec as sent (fields with a default may be left out). */
export type ChartSpecInput = z.input<typeof chartSpecSchema>;

/** POST /api/charts/preview: the data of an unsaved chart (the builder's live preview). */
export async function previewChart(spec: ChartSpecInput, signal?: AbortSignal): Promise<ChartData> {
  return (await postJson(API.charts.preview, spec, chartDataResponseSchema, { signal })).data;
}
