import { useCallback } from 'react';
import { useSettingsContext } from '../settings';
import { loadRtlCache } from '../theme/rtl-cache';
import { changeLanguage } from './i18n';
import { directionFor, type Language } from './locales-config';
import { useTranslation } from './use-translation';

/** The current language and a setter that also sets the direction (Arabic → rtl, SPEC §4). */
export function useLanguage() {
  const { language } = useTranslation();
  const { onUpdate } = useSettingsContext();

  const onChangeLanguage = useCallback(
    async (next: Language) => {
      const direction = directionFor(next);
      await Promise.all([changeLanguage(next), direction === 'rtl' ? loadRtlCache() : null]);
      onUpdate('themeDirection', direction);
    },
    [onUpdate],
  );

  return { language, onChangeLanguage };
}
