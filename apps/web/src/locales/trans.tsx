import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { TFunction, TranslateOptions } from './translate';

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A translation with markup: `<strong>{{email}}</strong>` in the text becomes the `strong`
 * element of `components` wrapping the interpolated inner text (flat tags, no nesting: all the
 * app's texts need). Unknown tags stay as plain text.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  values?: TranslateOptions;
  components: Record<string, ReactElement>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    const element = components[name];
    if (!element) continue;
    parts.push(text.slice(last, match.index), cloneElement(element, { key: match.index }, inner));
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
