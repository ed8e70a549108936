import { API, apiPath, type Dataset, datasetResponseSchema } from '@keeling/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** GET /api/datasets/:id: a data set and its column catalogue. */
export async function getDataset(id: string, signal?: AbortSignal): Promise<Dataset> {
  const path = apiPath(API.datasets.one, { id });
  return (await getJson(path, datasetResponseSchema, { signal })).dataset;
}

export const datasetQueryOptions = (id: string) =>
  queryOptions({
    queryKey: dataKeys.dataset(id),
    queryFn: ({ signal }) => getDataset(id, signal),
  });

/** The data set, or nothing while no id is chosen. */
export function useDataset(id: string | null | undefined) {
  return useQuery({ ...datasetQueryOptions(id ?? ''), enabled: Boolean(id) });
}
