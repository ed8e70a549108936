import {
  API,
  apiPath,
  type ColumnQuality,
  type DatasetReadingBody,
  datasetQualityResponseSchema,
} from '@keeling/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { postJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** POST /api/dataset-staging/:stagingId/quality: how the inspected file reads with `reading`. */
export async function readStagedQuality(
  stagingId: string,
  reading: DatasetReadingBody,
  signal?: AbortSignal,
): Promise<ColumnQuality[]> {
  const path = apiPath(API.datasets.stagedQuality, { stagingId });
  return (await postJson(path, reading, datasetQualityResponseSchema, { signal })).columns;
}

/**
 * Each column's quality for the types and markers chosen in the import form: the inspection's
 * own figures until the choice differs from what was inspected (`initial` for `inspected`), then
 * the file read again by the server (the last answer shown while the next one comes).
 */
export function useStagedQuality(
  stagingId: string,
  reading: DatasetReadingBody,
  inspected: DatasetReadingBody,
  initial: ColumnQuality[],
) {
  const same = JSON.stringify(reading) === JSON.stringify(inspected);
  const query = useQuery({
    queryKey: dataKeys.stagedQuality(stagingId, reading),
    queryFn: ({ signal }) => readStagedQuality(stagingId, reading, signal),
    enabled: !same,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return {
    quality: same ? initial : (query.data ?? initial),
    isReading: !same && query.isFetching,
    error: same ? null : query.error,
  };
}
