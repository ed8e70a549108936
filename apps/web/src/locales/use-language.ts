import { useCallback } from 'react';
import { useSettingsContext } from '../settings';
import { changeLanguage } from './i18n';
import { directionFor, type Language } from './locales-config';
import { useTranslation } from './use-translation';

/** The current language and a setter that also sets the direction (Arabic → rtl, SPEC §4). */
export function useLanguage() {
  const { language } = useTranslation();
  const { onUpdate } = useSettingsContext();

  const onChangeLanguage = useCallback(
    async (next: Language) => {
      await changeLanguage(next);
      onUpdate('themeDirection', directionFor(next));
    },
    [onUpdate],
  );

  return { language, onChangeLanguage };
}
