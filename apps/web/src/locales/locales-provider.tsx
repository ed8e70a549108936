import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { FALLBACK_LANGUAGE } from './locales-config';
import { muiLocaleFor } from './mui-locale';
import { useTranslation } from './use-translation';

/**
 * Merges MUI's component texts for the current language into the surrounding theme (MUI's
 * localization recipe). Sits just inside the app's ThemeProvider; <html dir> is the settings'.
 */
export function LocalesProvider({ children }: { children: ReactNode }) {
  const { language } = useTranslation();
  const outer = useTheme();
  const theme = useMemo(
    () => (language === FALLBACK_LANGUAGE ? outer : createTheme(outer, muiLocaleFor(language))),
    [outer, language],
  );

  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
