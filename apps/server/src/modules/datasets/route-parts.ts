import { DATASET_LIMITS, datasetImportErrorSchema, extraColumnsSchema } from '@keeling/contract';
import { errorResponse } from '../../lib/route-schema';
import { badExtraColumns } from './errors';

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

/** The optional `extraColumns` field of the multipart body: a JSON array of names (else 400). */
export function extraColumnsField(value: unknown): string[] {
  if (typeof value !== 'string' || value.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = null;
  }
  const names = extraColumnsSchema.safeParse(parsed);
  if (!names.success) throw badExtraColumns();
  return names.data;
}
