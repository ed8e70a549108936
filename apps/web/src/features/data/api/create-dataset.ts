import {
  API,
  type Dataset,
  type DatasetCreateBody,
  datasetResponseSchema,
} from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** POST /api/datasets: load the staged rows into a new data set (one transaction). */
export async function createDataset(body: DatasetCreateBody): Promise<Dataset> {
  return (await postJson(API.datasets.list, body, datasetResponseSchema)).dataset;
}

export function useCreateDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDataset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataKeys.datasets() }),
  });
}
