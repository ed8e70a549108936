import { DATASET_LIMITS, errorResponseSchema } from '@keeling/contract';
import { z } from 'zod/mini';
import { errorResponse } from '../../lib/route-schema';

/**
 * A 400 about a row or a value names its line (1 = the header) and column when known; a row of
 * another field count than the header's, both counts.
 */
const rowErrorSchema = z.extend(errorResponseSchema, {
  line: z.optional(z.nullable(z.int())),
  column: z.optional(z.nullable(z.string())),
  expected: z.optional(z.int()),
  found: z.optional(z.int()),
});
export const rowError = { 400: errorResponse(400, rowErrorSchema) };

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
