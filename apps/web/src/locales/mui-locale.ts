import type { Localization } from '@mui/material/locale';
import type { Language } from './locales-config';

/** MUI's component texts per language, loaded with the language (English is MUI's default). */
const loaders: Partial<Record<Language, () => Promise<{ muiLocale: Localization }>>> = {
  fr: () => import('./mui/fr'),
  ar: () => import('./mui/ar'),
};
const loaded: Partial<Record<Language, Localization>> = {};

export async function loadMuiLocale(language: Language): Promise<void> {
  const load = loaders[language];
  if (!load || loaded[language]) return;
  loaded[language] = (await load()).muiLocale;
}

/** The locale object to merge into the theme: `createTheme(theme, muiLocaleFor(lang))`. */
export function muiLocaleFor(language: Language): Localization {
  return loaded[language] ?? {};
}
