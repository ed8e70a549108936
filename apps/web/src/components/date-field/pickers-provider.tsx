import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR, type PickersLocaleText } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import type { ReactNode } from 'react';
import type { Language } from '../../locales/locales-config';
import { arabicPickersText } from '../../locales/mui/date-pickers-ar';
import { useTranslation } from '../../locales/use-translation';

/** The pickers' own texts (its buttons and the calendar's names) per language. */
const TEXTS: Record<Language, Partial<PickersLocaleText> | undefined> = {
  en: undefined,
  fr: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
  ar: arabicPickersText,
};

/**
 * MUI X's pickers in the user's language (dayjs's locale: names, the week's first day, the
 * field's order) with their own texts in that language. Every picker of the app is drawn in it.
 */
export function PickersProvider({ children }: { children: ReactNode }) {
  const { language } = useTranslation();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language}
      localeText={TEXTS[language]}
    >
      {children}
    </LocalizationProvider>
  );
}
