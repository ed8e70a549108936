import { LANGUAGES } from '@keeling/contract/constants';

/** The app's languages (SPEC §1: English, French, Arabic); English is bundled, the others lazy. */
export { LANGUAGES };
export type Language = (typeof LANGUAGES)[number];
export type Direction = 'ltr' | 'rtl';

export const FALLBACK_LANGUAGE: Language = 'en';
/** i18next's usual localStorage key (SPEC §3: the language is read from the i18n language key). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const DEFAULT_NAMESPACE = 'common';

/** Tags for Intl and <html lang>. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en', fr: 'fr', ar: 'ar' };

/** 'fr-CA' → 'fr'; anything unsupported → null. */
export function toLanguage(value: string | null | undefined): Language | null {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === base) ?? null;
}

/** Stored choice first, then the browser's languages in order, then English. */
export function detectLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[] = [],
): Language {
  const candidates = [stored, ...browserLanguages];
  for (const candidate of candidates) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/** SPEC §4: choosing Arabic sets the direction to rtl, any other language to ltr. */
export function directionFor(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}
