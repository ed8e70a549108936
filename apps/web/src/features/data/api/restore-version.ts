import { API, apiPath, type Dataset, datasetResponseSchema } from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** POST /api/datasets/:id/versions/:version/restore: a kept version becomes current again. */
export async function restoreVersion(input: { id: string; version: number }): Promise<Dataset> {
  const path = apiPath(API.datasets.versionRestore, {
    id: input.id,
    version: String(input.version),
  });
  return (await postJson(path, {}, datasetResponseSchema)).dataset;
}

export function useRestoreVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreVersion,
    // the rows, the charts' data and the CO2 figures follow the restored version
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataKeys.all }),
  });
}
