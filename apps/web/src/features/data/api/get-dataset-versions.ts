import {
  API,
  apiPath,
  datasetVersionChangesResponseSchema,
  datasetVersionsResponseSchema,
} from '@keeling/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** GET /api/datasets/:id/versions: newest first, with what each changed. */
export function getDatasetVersions(id: string, signal?: AbortSignal) {
  const path = apiPath(API.datasets.versions, { id });
  return getJson(path, datasetVersionsResponseSchema, { signal });
}

export function useDatasetVersions(id: string) {
  return useQuery({
    queryKey: dataKeys.versions(id),
    queryFn: ({ signal }) => getDatasetVersions(id, signal),
  });
}

/** GET /api/datasets/:id/versions/:version/changes: a page of the changed cells. */
export function getVersionChanges(
  id: string,
  version: number,
  page: { page: number; size: number },
  signal?: AbortSignal,
) {
  const path = apiPath(API.datasets.versionChanges, { id, version: String(version) });
  return getJson(path, datasetVersionChangesResponseSchema, {
    query: { ...page },
    signal,
  });
}

/** The cells a version changed, one page at a time (null: nothing asked yet). */
export function useVersionChanges(
  id: string,
  version: number | null,
  page: { page: number; size: number },
) {
  return useQuery({
    queryKey: dataKeys.versionChanges(id, version ?? 0, page),
    queryFn: ({ signal }) => getVersionChanges(id, version ?? 0, page, signal),
    enabled: version !== null,
    placeholderData: keepPreviousData,
  });
}
