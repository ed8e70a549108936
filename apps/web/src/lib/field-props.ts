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
 * text as it came; `custom`, when given, for the schema's own rule on this field, a refine).
 * For fields drawn through a Controller (selects, autocompletes, switches).
 */
export function fieldError<T extends FieldValues>(
  formState: Pick<FormState<T>, 'errors'>,
  name: Path<T>,
  label: string,
  t: TFunction,
  custom?: string,
) {
  const error: (FieldError & Partial<FieldIssue>) | undefined = get(formState.errors, name);
  const text = !error
    ? undefined
    : error.type === SERVER_ERROR
      ? error.message
      : error.type === 'custom' && custom
        ? custom
        : issueMessage(t, error, label);
  return { error: Boolean(error), helperText: text };
}

/** register()'s options (e.g. a number's `setValueAs`), and the text of the schema's own rule. */
export type FieldOptions<T extends FieldValues> = RegisterOptions<T, Path<T>> & {
  /** The text of a refine on this field (zod's 'custom' issue), e.g. "the passwords differ". */
  custom?: string;
};

/**
 * A form field as MUI's TextField takes it: register()'s handlers, the input's ref (TextField's
 * own `ref` is its wrapper), its label and its error.
 */
export function fieldProps<T extends FieldValues, R extends FieldValues = T>(
  form: UseFormReturn<T, unknown, R>,
  name: Path<T>,
  label: string,
  t: TFunction,
  options: FieldOptions<T> = {},
) {
  const { custom, ...register } = options;
  const { ref, ...field } = form.register(name, register);
  const error = fieldError(form.formState, name, label, t, custom);
  return { ...field, inputRef: ref, label, ...error };
}
