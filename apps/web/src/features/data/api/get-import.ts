import { API, apiPath, type DatasetImport, datasetImportResponseSchema } from '@keeling/contract';
import { getJson } from '../../../lib/http';

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 500;

/** GET /api/dataset-imports/:id: a running or finished import. */
export async function getImport(id: string, signal?: AbortSignal): Promise<DatasetImport> {
  const path = apiPath(API.datasets.import, { id });
  return (await getJson(path, datasetImportResponseSchema, { signal })).import;
}
