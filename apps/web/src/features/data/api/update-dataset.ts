import {
  API,
  apiPath,
  type Dataset,
  type DatasetUpdateBody,
  datasetResponseSchema,
} from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

interface UpdateDatasetInput {
  id: string;
  body: DatasetUpdateBody;
}

/** PATCH /api/datasets/:id: the name, description, licence, citation, columns' names and units. */
export async function updateDataset({ id, body }: UpdateDatasetInput): Promise<Dataset> {
  const path = apiPath(API.datasets.one, { id });
  return (await patchJson(path, body, datasetResponseSchema)).dataset;
}

export function useUpdateDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDataset,
    onSuccess: (dataset) => {
      queryClient.setQueryData(dataKeys.dataset(dataset.id), dataset);
      // lists, charts' provenance and series names, the CO2 page's sources, the home page
      void queryClient.invalidateQueries({ queryKey: dataKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['overview', 'imports'] });
    },
  });
}
