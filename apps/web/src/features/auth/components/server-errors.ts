import { FALLBACK_MESSAGE, isHttpError } from '../../../lib/http';

/** One error shown on a form: a zod issue code or 'server', and its (English) message. */
export interface FormError {
  type: string;
  message: string;
}

/** Errors by field name, plus `root` for the form-level Alert. */
export type FieldErrors = Partial<Record<string, FormError>>;

/**
 * Places an API failure on the form: 400 issues on their fields, 409 on the email field,
 * anything else in the form-level (root) error shown as an Alert.
 */
export function serverErrorsFor<F extends string>(
  error: unknown,
  fields: readonly F[],
): FieldErrors {
  const server = (message: string): FormError => ({ type: 'server', message });
  if (!isHttpError(error)) {
    return { root: server(error instanceof Error ? error.message : FALLBACK_MESSAGE) };
  }
  const placed: FieldErrors = {};
  if (error.status === 400) {
    for (const issue of error.issues) {
      const field = fields.find((name) => issue.path.includes(name));
      if (field && !placed[field]) placed[field] = server(issue.message);
    }
  }
  const email = fields.find((name) => name === 'email');
  if (error.status === 409 && email) placed[email] = server(error.message);
  return Object.keys(placed).length > 0 ? placed : { root: server(error.message) };
}
