import type { UseFormRegister } from 'react-hook-form';
import type { ArticleFormValues } from './form-schema';

export type TextName = 'title' | 'slug' | 'description' | 'metaTitle' | 'metaDescription';

/** register() for MUI's TextField, whose `ref` is the wrapper: the input gets `inputRef`. */
export function registerText(register: UseFormRegister<ArticleFormValues>, name: TextName) {
  const { ref, ...field } = register(name);
  return { ...field, inputRef: ref };
}
