import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, frFR } from '@mui/x-data-grid/locales';
import type { Language } from '../../locales/locales-config';
import { useTranslation } from '../../locales/use-translation';

/** MUI X Data Grid's own texts (pagination, sorting, no rows) per language; English is its default. */
const TEXTS: Record<Language, Partial<GridLocaleText> | undefined> = {
  en: undefined,
  fr: frFR.components.MuiDataGrid.defaultProps.localeText,
  ar: arSD.components.MuiDataGrid.defaultProps.localeText,
};

/** The Data Grid's `localeText` in the current language. */
export function useDataGridLocaleText(): Partial<GridLocaleText> | undefined {
  const { language } = useTranslation();
  return TEXTS[language];
}
