import { API, apiPath, columnValuesResponseSchema } from '@keeling/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

export interface ColumnValue {
  value: string;
  rows: number;
}

/** GET /api/datasets/:id/values: a column's values, most rows first (the series picker). */
export async function getColumnValues(
  id: string,
  column: string,
  search: string,
  signal?: AbortSignal,
): Promise<ColumnValue[]> {
  const path = apiPath(API.datasets.values, { id });
  const query = { column, search };
  return (await getJson(path, columnValuesResponseSchema, { query, signal })).values;
}

export const columnValuesQueryOptions = (id: string, column: string, search: string) =>
  queryOptions({
    queryKey: dataKeys.values(id, column, search),
    queryFn: ({ signal }) => getColumnValues(id, column, search, signal),
    placeholderData: keepPreviousData,
  });

/** The values of `column`, or nothing while no data set or column is chosen. */
export function useColumnValues(id: string | null, column: string | null, search: string) {
  return useQuery({
    ...columnValuesQueryOptions(id ?? '', column ?? '', search),
    enabled: Boolean(id && column),
  });
}
