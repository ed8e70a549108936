import { API, type Dataset, type DatasetCreateBody } from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataKeys } from './query-keys';
import { type OnImportRecord, runImport } from './run-import';

/** POST /api/datasets: load the staged rows into a new data set (one transaction). */
export function createDataset(
  body: DatasetCreateBody & { importId: string },
  onRecord?: OnImportRecord,
): Promise<Dataset> {
  return runImport('POST', API.datasets.list, body, onRecord);
}

export function useCreateDataset(onRecord: OnImportRecord) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DatasetCreateBody & { importId: string }) => createDataset(body, onRecord),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataKeys.datasets() }),
  });
}
