import {
  type Dataset,
  type DatasetImport,
  datasetImportResponseSchema,
  datasetResponseSchema,
} from '@keeling/contract';
import { HttpError, sendJson } from '../../../lib/http';
import { getDataset } from './get-dataset';
import { getImport, IMPORT_POLL_MS } from './get-import';

/** Told each state of the import's record, from the server's 202 to its end. */
export type OnImportRecord = (record: DatasetImport) => void;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A failed import's record as the error its request would have answered (code, line, columns…). */
function failureOf(record: DatasetImport): HttpError {
  const error = record.error ?? { message: 'The import failed', code: 'common.internal' };
  return new HttpError(error.message, 400, [], error);
}

/**
 * Sends an import (create, refresh, new version, columns fixed) with `Prefer: respond-async`:
 * the server answers 202 with the import's record once it exists, and only then is the record
 * polled, every IMPORT_POLL_MS, until it ends. Resolves with the data set; a failure throws what
 * the import's record says (its code, line and column, the columns that differ).
 */
export async function runImport(
  method: 'POST' | 'PUT',
  path: string,
  body: { importId: string; [field: string]: unknown },
  onRecord: OnImportRecord = () => {},
): Promise<Dataset> {
  const answer = await sendJson(method, path, body, { Prefer: 'respond-async' });
  if (answer.status !== 202) return datasetResponseSchema.parse(answer.body).dataset;
  let record = datasetImportResponseSchema.parse(answer.body).import;
  onRecord(record);
  while (record.status === 'running') {
    await pause(IMPORT_POLL_MS);
    record = await getImport(record.id);
    onRecord(record);
  }
  if (record.status === 'failed' || !record.datasetId) throw failureOf(record);
  return getDataset(record.datasetId);
}
