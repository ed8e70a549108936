import {
  API,
  type Dataset,
  type DatasetListSort,
  datasetListResponseSchema,
} from '@keeling/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';

/** How many data sets the front page lists. */
export const RECENT_IMPORTS = 5;

/** GET /api/datasets?sort=recent&size=5: the latest imported data sets. */
export async function getRecentImports(signal?: AbortSignal): Promise<Dataset[]> {
  const query = { page: 1, size: RECENT_IMPORTS, sort: 'recent' satisfies DatasetListSort };
  return (await getJson(API.datasets.list, datasetListResponseSchema, { query, signal })).items;
}

export function useRecentImports() {
  return useQuery({
    queryKey: ['overview', 'imports'],
    queryFn: ({ signal }) => getRecentImports(signal),
  });
}
