import {
  API,
  apiPath,
  type Dataset,
  type DatasetScheduleBody,
  datasetResponseSchema,
} from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

interface ScheduleDatasetInput {
  id: string;
  body: DatasetScheduleBody;
}

/** PUT /api/datasets/:id/schedule: a URL data set's automatic refresh (daily, weekly, off). */
export async function scheduleDataset({ id, body }: ScheduleDatasetInput): Promise<Dataset> {
  const path = apiPath(API.datasets.schedule, { id });
  return (await putJson(path, body, datasetResponseSchema)).dataset;
}

export function useScheduleDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleDataset,
    onSuccess: (dataset) => {
      queryClient.setQueryData(dataKeys.dataset(dataset.id), dataset);
      void queryClient.invalidateQueries({ queryKey: dataKeys.datasets() });
    },
  });
}
