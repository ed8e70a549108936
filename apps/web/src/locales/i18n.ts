import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_NAMESPACE,
  detectLanguage,
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_TAGS,
  type Language,
  toLanguage,
} from './locales-config';
import { loadMuiLocale } from './mui-locale';
import { bundledResources, loadLanguageResources } from './resources';

export const i18n = i18next.createInstance();

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = LANGUAGE_TAGS[toLanguage(language) ?? FALLBACK_LANGUAGE];
  }
}

/** English is bundled, so `t` works synchronously from the first render (and in unit tests). */
i18n.use(initReactI18next).init({
  resources: bundledResources(),
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: ['en', 'fr', 'ar'],
  defaultNS: DEFAULT_NAMESPACE,
  ns: Object.keys(bundledResources()[FALLBACK_LANGUAGE] ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});
i18n.on('languageChanged', applyDocumentLanguage);

/** Loads a language's resources and MUI texts once; English needs nothing. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === FALLBACK_LANGUAGE) return;
  if (!i18n.hasResourceBundle(language, DEFAULT_NAMESPACE)) {
    for (const [namespace, json] of await loadLanguageResources(language)) {
      i18n.addResourceBundle(language, namespace, json, true, true);
    }
  }
  await loadMuiLocale(language);
}

/** Switches language and stores the choice under i18next's key. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
}

/** Startup: stored choice, else the browser's language, else English (awaited before render). */
export async function initLanguage(): Promise<Language> {
  const language = detectLanguage(readStored(), globalThis.navigator?.languages ?? []);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  return language;
}

export function currentLanguage(): Language {
  return toLanguage(i18n.language) ?? FALLBACK_LANGUAGE;
}
