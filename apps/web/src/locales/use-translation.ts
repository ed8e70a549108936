import { use, useCallback, useSyncExternalStore } from 'react';
import { currentLanguage, i18n } from './i18n';
import type { Language } from './locales-config';
import { DEFAULT_NAMESPACE } from './locales-config';
import type { TFunction } from './translate';

export type { TFunction } from './translate';

/**
 * `t` for one namespace (default 'common'; `ns:key` reaches another) and the current language.
 * Components re-render when the language changes; they suspend while their namespace loads.
 */
export function useTranslation(namespace?: string): { t: TFunction; language: Language } {
  const language = useSyncExternalStore(i18n.subscribe, currentLanguage, currentLanguage);
  const pending = i18n.pending(namespace ?? DEFAULT_NAMESPACE);
  if (pending) use(pending);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` per language re-runs memos that use it.
  const t = useCallback<TFunction>(
    (key, options) => i18n.t(key, options, namespace),
    [namespace, language],
  );
  return { t, language };
}
