import {
  API,
  apiPath,
  type DatasetRowsResponse,
  datasetRowsResponseSchema,
} from '@keeling/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { dataKeys, type RowsQuery } from './query-keys';

/** GET /api/datasets/:id/rows: one server page, sorted by one column. */
export function getDatasetRows(
  id: string,
  query: RowsQuery,
  signal?: AbortSignal,
): Promise<DatasetRowsResponse> {
  const path = apiPath(API.datasets.rows, { id });
  return getJson(path, datasetRowsResponseSchema, { query: { ...query }, signal });
}

export const datasetRowsQueryOptions = (id: string, query: RowsQuery) =>
  queryOptions({
    queryKey: dataKeys.rows(id, query),
    queryFn: ({ signal }) => getDatasetRows(id, query, signal),
    placeholderData: keepPreviousData,
  });

export function useDatasetRows(id: string, query: RowsQuery) {
  return useQuery(datasetRowsQueryOptions(id, query));
}
