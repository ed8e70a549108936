import {
  API,
  apiPath,
  type Dashboard,
  type DashboardBody,
  dashboardResponseSchema,
} from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson, putJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

interface SaveDashboardInput {
  /** Absent: create. */
  id?: string;
  body: DashboardBody;
}

/** POST /api/dashboards (create) or PUT /api/dashboards/:id (update). */
export async function saveDashboard({ id, body }: SaveDashboardInput): Promise<Dashboard> {
  const answer = id
    ? await putJson(apiPath(API.dashboards.one, { id }), body, dashboardResponseSchema)
    : await postJson(API.dashboards.list, body, dashboardResponseSchema);
  return answer.dashboard;
}

export function useSaveDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDashboard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataKeys.dashboards() }),
  });
}
