import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsContext } from '../settings';
import { changeLanguage } from './i18n';
import { directionFor, FALLBACK_LANGUAGE, type Language, toLanguage } from './locales-config';

/** The current language and a setter that also sets the direction (Arabic → rtl, SPEC §4). */
export function useLanguage() {
  const { i18n } = useTranslation();
  const { onUpdate } = useSettingsContext();
  const language = toLanguage(i18n.language) ?? FALLBACK_LANGUAGE;

  const onChangeLanguage = useCallback(
    async (next: Language) => {
      await changeLanguage(next);
      onUpdate('themeDirection', directionFor(next));
    },
    [onUpdate],
  );

  return { language, onChangeLanguage };
}
