import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { get } from 'react-hook-form';
import type { TFunction } from '../locales/translate';
import { type FieldIssue, issueMessage } from './error-message';
import { SERVER_ERROR } from './server-errors';

/**
 * A form field as MUI's TextField takes it: register()'s handlers, the input's ref (TextField's
 * own `ref` is its wrapper) and the field's error, translated (a server's text as it came).
 */
export function fieldProps<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: Path<T>,
  label: string,
  t: TFunction,
) {
  const { ref, ...field } = form.register(name);
  const error: (FieldError & Partial<FieldIssue>) | undefined = get(form.formState.errors, name);
  const text =
    error && (error.type === SERVER_ERROR ? error.message : issueMessage(t, error, label));
  return { ...field, inputRef: ref, label, error: Boolean(error), helperText: text };
}
