import { API, apiPath, type ColumnRenames, type Dataset } from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataKeys } from './query-keys';
import { type OnImportRecord, runImport } from './run-import';

interface RefreshInput {
  id: string;
  importId: string;
  /** Renamed columns mapped onto the old ones (after a `datasets.column_mismatch`). */
  renames?: ColumnRenames | undefined;
}

/** POST /api/datasets/:id/refresh: re-import a URL data set (the old rows stay on failure). */
export function refreshDataset(
  { id, importId, renames }: RefreshInput,
  onRecord?: OnImportRecord,
): Promise<Dataset> {
  const path = apiPath(API.datasets.refresh, { id });
  return runImport('POST', path, { importId, renames }, onRecord);
}

export function useRefreshDataset(onRecord: OnImportRecord) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefreshInput) => refreshDataset(input, onRecord),
    // the rows, the charts' data and the CO2 figures may all have changed
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataKeys.all }),
  });
}
