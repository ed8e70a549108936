import {
  API,
  apiPath,
  type Dataset,
  type DatasetColumnsBody,
  datasetResponseSchema,
} from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** PUT /api/datasets/:id/columns: types, units and markers fixed from the original file. */
export async function fixColumns(id: string, body: DatasetColumnsBody): Promise<Dataset> {
  const path = apiPath(API.datasets.columns, { id });
  return (await putJson(path, body, datasetResponseSchema)).dataset;
}

export function useFixColumns(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DatasetColumnsBody) => fixColumns(id, body),
    onSuccess: (dataset) => {
      queryClient.setQueryData(dataKeys.dataset(dataset.id), dataset);
      // its rows, versions' quality, the charts built on it
      void queryClient.invalidateQueries({ queryKey: dataKeys.all });
    },
  });
}
