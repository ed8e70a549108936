import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, frFR } from '@mui/x-data-grid/locales';
import type { Language } from '../../locales/locales-config';
import { arabicDisplayedRows } from '../../locales/mui/displayed-rows';
import { useTranslation } from '../../locales/use-translation';

/** MUI X Data Grid's own texts (pagination, sorting, no rows) per language; English is its default. */
const TEXTS: Record<Language, Partial<GridLocaleText> | undefined> = {
  en: undefined,
  fr: frFR.components.MuiDataGrid.defaultProps.localeText,
  // the pager's figures in the app's Western digits, as every other figure (displayed-rows.ts)
  ar: {
    ...arSD.components.MuiDataGrid.defaultProps.localeText,
    paginationDisplayedRows: arabicDisplayedRows,
  },
};

/** The Data Grid's `localeText` in a language. */
export const dataGridLocaleText = (language: Language) => TEXTS[language];

/** The Data Grid's `localeText` in the current language. */
export function useDataGridLocaleText(): Partial<GridLocaleText> | undefined {
  const { language } = useTranslation();
  return dataGridLocaleText(language);
}
