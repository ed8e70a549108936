import {
  API,
  apiPath,
  type DatasetDependents,
  datasetDependentsResponseSchema,
} from '@keeling/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** GET /api/datasets/:id/dependents: the charts built on a data set and the dashboards showing them. */
export async function getDatasetDependents(
  id: string,
  signal?: AbortSignal,
): Promise<DatasetDependents> {
  const path = apiPath(API.datasets.dependents, { id });
  return (await getJson(path, datasetDependentsResponseSchema, { signal })).dependents;
}

/** What a data set's delete would take with it, read afresh each time the dialog opens. */
export function useDatasetDependents(id: string | null) {
  return useQuery({
    queryKey: dataKeys.dependents(id ?? ''),
    queryFn: ({ signal }) => getDatasetDependents(id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
