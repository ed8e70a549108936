import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { FALLBACK_MESSAGE, isHttpError } from '../../../lib/http';

/**
 * Puts an API failure on the form: 400 issues on their fields, 409 on the email field,
 * anything else in the form-level (root) error shown as an Alert.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!isHttpError(error)) {
    setError('root.server', { message: error instanceof Error ? error.message : FALLBACK_MESSAGE });
    return;
  }
  let isPlaced = false;
  if (error.status === 400) {
    for (const issue of error.issues) {
      const field = issue.path.find((part): part is Path<T> => fields.includes(part as Path<T>));
      if (field) {
        setError(field, { type: 'server', message: issue.message }, { shouldFocus: !isPlaced });
        isPlaced = true;
      }
    }
  }
  if (error.status === 409 && fields.includes('email' as Path<T>)) {
    setError('email' as Path<T>, { type: 'server', message: error.message }, { shouldFocus: true });
    isPlaced = true;
  }
  if (!isPlaced) setError('root.server', { message: error.message });
}
