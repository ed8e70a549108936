import type { UseFormRegister } from 'react-hook-form';
import type { ArticleFormValues } from './form-schema';

export type TextName = 'title' | 'slug';

/** register() for an OutlinedField, whose `ref` would be the wrapper: the input gets `inputRef`. */
export function registerText(register: UseFormRegister<ArticleFormValues>, name: TextName) {
  const { ref, ...field } = register(name);
  return { ...field, inputRef: ref };
}
