import { API, apiPath, type Chart, type ChartSpec, chartResponseSchema } from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson, putJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

interface SaveChartInput {
  /** Absent: create. */
  id?: string;
  spec: ChartSpec;
}

/** POST /api/charts (create) or PUT /api/charts/:id (update). */
export async function saveChart({ id, spec }: SaveChartInput): Promise<Chart> {
  const answer = id
    ? await putJson(apiPath(API.charts.one, { id }), spec, chartResponseSchema)
    : await postJson(API.charts.list, spec, chartResponseSchema);
  return answer.chart;
}

export function useSaveChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChart,
    onSuccess: (chart) => {
      queryClient.setQueryData(dataKeys.chart(chart.id), chart);
      // dashboards show the chart too
      void queryClient.invalidateQueries({ queryKey: dataKeys.charts() });
      void queryClient.invalidateQueries({ queryKey: dataKeys.dashboards() });
    },
  });
}
