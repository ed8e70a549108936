import { useCallback } from 'react';
import { changeLanguage } from '../locales/i18n';
import { directionFor, type Language } from '../locales/locales-config';
import { useTranslation } from '../locales/use-translation';
import { loadRtlCache } from '../theme/rtl-cache';
import { useSettingsContext } from './settings-context';

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
