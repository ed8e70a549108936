import type {
  FieldError,
  FieldValues,
  FormState,
  Path,
  RegisterOptions,
  UseFormReturn,
} from 'react-hook-form';
import { get } from 'react-hook-form';
import type { TFunction } from '../locales/translate';
import { type FieldIssue, issueMessage } from './error-message';
import { SERVER_ERROR } from './server-errors';

/**
 * A field's error as an MUI field shows it: `error` and the translated `helperText` (a server's
 * text as it came). For fields drawn through a Controller (selects, autocompletes, switches).
 */
export function fieldError<T extends FieldValues>(
  formState: Pick<FormState<T>, 'errors'>,
  name: Path<T>,
  label: string,
  t: TFunction,
) {
  const error: (FieldError & Partial<FieldIssue>) | undefined = get(formState.errors, name);
  const text =
    error && (error.type === SERVER_ERROR ? error.message : issueMessage(t, error, label));
  return { error: Boolean(error), helperText: text };
}

/**
 * A form field as MUI's TextField takes it: register()'s handlers (with `options`, e.g. a number's
 * `setValueAs`), the input's ref (TextField's own `ref` is its wrapper), its label and its error.
 */
export function fieldProps<T extends FieldValues, R extends FieldValues = T>(
  form: UseFormReturn<T, unknown, R>,
  name: Path<T>,
  label: string,
  t: TFunction,
  options?: RegisterOptions<T, Path<T>>,
) {
  const { ref, ...field } = form.register(name, options);
  return { ...field, inputRef: ref, label, ...fieldError(form.formState, name, label, t) };
}
