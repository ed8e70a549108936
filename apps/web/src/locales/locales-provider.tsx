import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, toLanguage } from './locales-config';
import { muiLocaleFor } from './mui-locale';

/**
 * Merges MUI's component texts for the current language into the surrounding theme (MUI's
 * localization recipe). Sits just inside the app's ThemeProvider; <html dir> is the settings'.
 */
export function LocalesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const outer = useTheme();
  const language = toLanguage(i18n.language) ?? FALLBACK_LANGUAGE;
  const theme = useMemo(
    () => (language === FALLBACK_LANGUAGE ? outer : createTheme(outer, muiLocaleFor(language))),
    [outer, language],
  );

  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
