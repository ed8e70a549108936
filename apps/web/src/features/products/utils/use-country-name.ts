import { useMemo } from 'react';
import { useLocaleFormat } from '../../../locales/use-locale-format';

/** A country's name from its ISO code, in the reader's language (Intl.DisplayNames). */
export function useCountryName() {
  const { locale } = useLocaleFormat();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (code: string) => names.of(code) ?? code;
  }, [locale]);
}
