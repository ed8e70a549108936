import {
  API,
  apiPath,
  type ColumnRenames,
  type Dataset,
  datasetResponseSchema,
} from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

interface RefreshInput {
  id: string;
  importId: string;
  /** Renamed columns mapped onto the old ones (after a `datasets.column_mismatch`). */
  renames?: ColumnRenames | undefined;
}

/** POST /api/datasets/:id/refresh: re-import a URL data set (the old rows stay on failure). */
export async function refreshDataset({ id, importId, renames }: RefreshInput): Promise<Dataset> {
  const path = apiPath(API.datasets.refresh, { id });
  return (await postJson(path, { importId, renames }, datasetResponseSchema)).dataset;
}

export function useRefreshDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshDataset,
    // the rows, the charts' data and the CO2 figures may all have changed
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataKeys.all }),
  });
}
