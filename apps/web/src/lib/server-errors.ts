import { AUTH_ERROR_CODES } from '@keeling/contract/constants';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { TFunction } from '../locales/translate';
import { errorMessage, type FieldIssue } from './error-message';
import { errorCodeOf, type HttpIssue, isHttpError } from './http';

/** The `type` of a field error whose text is shown as it is (already in the user's language). */
export const SERVER_ERROR = 'server';

type FieldErrorOption = FieldIssue & { message: string };

/**
 * A 400's issue as its field's error: a zod issue keeps its code and limits, for fieldError to say
 * it with the field's label (issueMessage); a rule of the server's own (`auth.common_password`) is
 * translated by its error code. The English text only when the code has no translation.
 */
function fieldErrorOf(issue: HttpIssue, t: TFunction): FieldErrorOption {
  const { code, message, origin, minimum, maximum, inclusive, format, range } = issue;
  if (!code.includes('.'))
    return { type: code, message, origin, minimum, maximum, inclusive, format, range };
  return { type: SERVER_ERROR, message: t(`errors:${code}`, { defaultValue: message }) };
}

/**
 * Puts a failed submit on the form: a 400's issues on their fields (said in the user's language by
 * their code), a taken
 * email on the email field (the first of them gets the focus), anything else translated by its
 * code in the form's Alert (`errors.root.server`).
 */
export function showServerError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  t: TFunction,
): void {
  const fields = Object.keys(form.getValues()) as Path<T>[];
  const found = new Map<Path<T>, FieldErrorOption>();
  if (isHttpError(error)) {
    for (const issue of error.issues) {
      const name = fields.find((field) => field === issue.path[0]);
      if (name && !found.has(name)) found.set(name, fieldErrorOf(issue, t));
    }
    const email = fields.find((field) => field === 'email');
    if (email && errorCodeOf(error) === AUTH_ERROR_CODES.emailTaken) {
      found.set(email, { type: SERVER_ERROR, message: errorMessage(t, error) });
    }
  }
  if (found.size === 0) {
    form.setError('root.server', { type: SERVER_ERROR, message: errorMessage(t, error) });
    return;
  }
  const first = fields.find((field) => found.has(field));
  for (const [name, fieldError] of found) {
    form.setError(name, fieldError, { shouldFocus: name === first });
  }
}
