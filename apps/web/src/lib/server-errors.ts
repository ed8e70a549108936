import { AUTH_ERROR_CODES } from '@keeling/contract/constants';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { TFunction } from '../locales/translate';
import { errorMessage } from './error-message';
import { errorCodeOf, isHttpError } from './http';

/** The `type` of a field error the server reported (its text is shown as it is). */
export const SERVER_ERROR = 'server';

/**
 * Puts a failed submit on the form: a 400's issues on their fields, a taken
 * email on the email field (the first of them gets the focus), anything else translated by its
 * code in the form's Alert (`errors.root.server`).
 */
export function showServerError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  t: TFunction,
): void {
  const fields = Object.keys(form.getValues()) as Path<T>[];
  const found = new Map<Path<T>, string>();
  if (isHttpError(error)) {
    for (const issue of error.issues) {
      const name = fields.find((field) => field === issue.path[0]);
      if (name && !found.has(name)) found.set(name, issue.message);
    }
    const email = fields.find((field) => field === 'email');
    if (email && errorCodeOf(error) === AUTH_ERROR_CODES.emailTaken) {
      found.set(email, errorMessage(t, error));
    }
  }
  if (found.size === 0) {
    form.setError('root.server', { type: SERVER_ERROR, message: errorMessage(t, error) });
    return;
  }
  const first = fields.find((field) => found.has(field));
  for (const [name, message] of found) {
    form.setError(name, { type: SERVER_ERROR, message }, { shouldFocus: name === first });
  }
}
