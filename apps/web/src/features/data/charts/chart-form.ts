import { type Chart, type ChartSpec, chartSpecSchema } from '@keeling/contract';
import type { z } from 'zod/mini';
import { contractResolver } from '../../../lib/contract-resolver';

/** The builder's values: the spec as typed (fields with a default may be left out). */
export type ChartFormValues = z.input<typeof chartSpecSchema>;

export const chartResolver = contractResolver(chartSpecSchema);

/** A new chart: a line, no aggregation, x as it is, the whole time range. */
export const EMPTY_CHART: ChartFormValues = {
  datasetId: '',
  title: '',
  type: 'line',
  xColumn: '',
  yColumns: [],
  seriesColumn: null,
  seriesValues: [],
  aggregation: 'none',
  grain: 'none',
  rangeFrom: null,
  rangeTo: null,
  unit: '',
};

/** The form's values of a saved chart (its spec, without the ids and dates). */
export function chartFormValues(chart: Chart): ChartFormValues {
  const { id: _, createdAt: __, updatedAt: ___, ...spec } = chart;
  return spec;
}

/** The spec to preview, when the values make one (else null: nothing to draw yet). */
export function previewSpec(values: ChartFormValues): ChartSpec | null {
  const parsed = chartSpecSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}
