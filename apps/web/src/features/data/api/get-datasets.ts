import { API, type DatasetListResponse, datasetListResponseSchema } from '@keeling/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { dataKeys, type ListQuery } from './query-keys';

/** GET /api/datasets: one server page of data sets. */
export function getDatasets(query: ListQuery, signal?: AbortSignal): Promise<DatasetListResponse> {
  return getJson(API.datasets.list, datasetListResponseSchema, { query: { ...query }, signal });
}

export const datasetsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: dataKeys.datasetList(query),
    queryFn: ({ signal }) => getDatasets(query, signal),
    placeholderData: keepPreviousData,
  });

export function useDatasets(query: ListQuery) {
  return useQuery(datasetsQueryOptions(query));
}
