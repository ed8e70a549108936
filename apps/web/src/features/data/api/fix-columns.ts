import { API, apiPath, type Dataset, type DatasetColumnsBody } from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataKeys } from './query-keys';
import { type OnImportRecord, runImport } from './run-import';

/** PUT /api/datasets/:id/columns: types, units and markers fixed from the original file. */
export function fixColumns(
  id: string,
  body: DatasetColumnsBody & { importId: string },
  onRecord?: OnImportRecord,
): Promise<Dataset> {
  return runImport('PUT', apiPath(API.datasets.columns, { id }), body, onRecord);
}

export function useFixColumns(id: string, onRecord?: OnImportRecord) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DatasetColumnsBody) =>
      fixColumns(id, { ...body, importId: crypto.randomUUID() }, onRecord),
    onSuccess: (dataset) => {
      queryClient.setQueryData(dataKeys.dataset(dataset.id), dataset);
      // its rows, versions' quality, the charts built on it
      void queryClient.invalidateQueries({ queryKey: dataKeys.all });
    },
  });
}
