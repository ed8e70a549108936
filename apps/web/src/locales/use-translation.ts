import { useCallback, useSyncExternalStore } from 'react';
import { currentLanguage, i18n } from './i18n';
import type { Language } from './locales-config';
import type { TFunction } from './translate';

export type { TFunction } from './translate';

/**
 * `t` for one namespace (default 'common'; `ns:key` reaches another) and the current language.
 * Components re-render when the language changes.
 */
export function useTranslation(namespace?: string): { t: TFunction; language: Language } {
  const language = useSyncExternalStore(i18n.subscribe, currentLanguage, currentLanguage);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` per language re-runs memos that use it.
  const t = useCallback<TFunction>(
    (key, options) => i18n.t(key, options, namespace),
    [namespace, language],
  );
  return { t, language };
}
