import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatNumber, formatRelative } from './format';
import { FALLBACK_LANGUAGE, LANGUAGE_TAGS, toLanguage } from './locales-config';

/** The format helpers bound to the current language; re-renders when the language changes. */
export function useLocaleFormat() {
  const { i18n } = useTranslation();
  const locale = LANGUAGE_TAGS[toLanguage(i18n.language) ?? FALLBACK_LANGUAGE];
  return useMemo(
    () => ({
      locale,
      date: (value: string | number | Date) => formatDate(value, locale),
      dateTime: (value: string | number | Date) => formatDateTime(value, locale),
      relative: (timestamp: number) => formatRelative(timestamp, locale),
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        formatNumber(value, locale, options),
    }),
    [locale],
  );
}
