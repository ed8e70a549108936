import { DATASET_LIMITS, datasetImportErrorSchema } from '@keeling/contract';
import { errorResponse } from '../../lib/route-schema';

/** An import's 400: the line and column at fault, the field counts, or both headers. */
export const rowError = { 400: errorResponse(400, datasetImportErrorSchema) };

/** The optional `missingMarkers` field of the multipart body: a JSON array of strings. */
export function markersField(value: unknown): string[] {
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed) && parsed.every((m) => typeof m === 'string')) {
      return parsed.slice(0, DATASET_LIMITS.missingMarkersMax).map((m) => m.trim().slice(0, 50));
    }
  } catch {}
  return [];
}
