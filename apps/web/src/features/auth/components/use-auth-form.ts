import type { ChangeEvent, FormEvent } from 'react';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, serverErrorsFor } from './server-errors';

/** The contract's body schemas (and zod) load on the first submit, not with the page. */
export type SchemaLoader = () => Promise<z.ZodType>;

/**
 * A small controlled form for the auth screens (two to four text fields): validation with the
 * contract's schema on submit and, once submitted, again on every change (react-hook-form's
 * default modes, without its 13 KiB). The first invalid field gets the focus.
 */
export function useAuthForm<F extends string, B>(options: {
  fields: readonly F[];
  loadSchema: SchemaLoader;
  onValid: (body: B) => Promise<void>;
}) {
  const { fields, loadSchema, onValid } = options;
  const [values, setValues] = useState(() => emptyValues(fields));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const schema = useRef<z.ZodType | null>(null);
  const inputs = useRef(new Map<F, HTMLInputElement>());
  const isSubmitted = useRef(false);

  const validate = (next: Record<F, string>, loaded: z.ZodType) => {
    const result = loaded.safeParse(next);
    const found: FieldErrors = {};
    for (const issue of result.success ? [] : result.error.issues) {
      const field = fields.find((name) => name === issue.path[0]);
      if (field && !found[field]) found[field] = { type: issue.code, message: issue.message };
    }
    return { body: result.success ? (result.data as B) : null, found };
  };

  const focusFirst = (found: FieldErrors) => {
    const first = fields.find((name) => found[name]);
    if (first) inputs.current.get(first)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    isSubmitted.current = true;
    schema.current ??= await loadSchema();
    const { body, found } = validate(values, schema.current);
    setErrors(found);
    if (!body) return focusFirst(found);
    setSubmitting(true);
    try {
      await onValid(body);
    } catch (error) {
      const placed = serverErrorsFor(error, fields);
      setErrors(placed);
      focusFirst(placed);
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      // Like react-hook-form after a submit: only the changed field is validated again.
      if (!isSubmitted.current || !schema.current) return;
      const fieldError = validate(next, schema.current).found[name];
      setErrors((previous) => ({ ...previous, [name]: fieldError }));
    },
  });

  return { field, onSubmit, isSubmitting, rootError: errors.root };
}

function emptyValues<F extends string>(fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((name) => [name, ''])) as Record<F, string>;
}
