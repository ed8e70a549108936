import { useMemo } from 'react';
import { formatDate, formatDateTime, formatNumber, formatRelative, isolateFor } from './format';
import { LANGUAGE_TAGS } from './locales-config';
import { useTranslation } from './use-translation';

/** The format helpers bound to the current language; re-renders when the language changes. */
export function useLocaleFormat() {
  const { language } = useTranslation();
  const locale = LANGUAGE_TAGS[language];
  return useMemo(
    () => ({
      locale,
      date: (value: string | number | Date) => formatDate(value, locale),
      dateTime: (value: string | number | Date) => formatDateTime(value, locale),
      relative: (timestamp: number) => formatRelative(timestamp, locale),
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        formatNumber(value, locale, options),
      /** A value set into the text (an e-mail address): isolated in right-to-left languages. */
      isolate: (text: string) => isolateFor(text, locale),
    }),
    [locale],
  );
}
