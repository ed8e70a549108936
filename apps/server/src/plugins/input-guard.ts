import { COMMON_ERROR_CODES } from '@keeling/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

type Path = (string | number)[];

const NUL = '\u0000';
const NUL_MESSAGE = 'Must not contain a NUL character (\\u0000)';

/**
 * The path of the first string (or object key) holding a NUL character, or null. PostgreSQL
 * refuses NUL in text and jsonb, so such a value would fail at the database as a 500.
 */
export function findNul(value: unknown, path: Path = []): Path | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return [...path, key];
    const found = findNul(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * One check for every route, before validation: a NUL character in the query, the path
 * parameters or a parsed body is a 400 `common.invalid_request` with the field's path.
 * (A multipart body is read by its route; its files are bytes, not text.)
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.query, request.params, request.body]) {
      const path = findNul(part);
      if (path) {
        throw new AppError(
          400,
          COMMON_ERROR_CODES.invalidRequest,
          `Invalid request: ${NUL_MESSAGE}`,
          {
            issues: [{ path, message: NUL_MESSAGE, code: 'invalid_format' }],
          },
        );
      }
    }
  });
}
