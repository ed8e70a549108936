import { API, apiPath, type DatasetImport, datasetImportResponseSchema } from '@keeling/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 500;

/** GET /api/dataset-imports/:id: a running or finished import. */
export async function getImport(id: string, signal?: AbortSignal): Promise<DatasetImport> {
  const path = apiPath(API.datasets.import, { id });
  return (await getJson(path, datasetImportResponseSchema, { signal })).import;
}

/**
 * The progress of the import named `id`, asked every IMPORT_POLL_MS while `isPolling` and until
 * it has finished. The server may not know the import for the first moments (a 404): polling
 * goes on regardless.
 */
export function useImportProgress(id: string | null, isPolling: boolean) {
  return useQuery({
    queryKey: dataKeys.import(id ?? ''),
    queryFn: ({ signal }) => getImport(id ?? '', signal),
    enabled: Boolean(id) && isPolling,
    retry: false,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'running' ? false : IMPORT_POLL_MS,
  });
}
