import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from './i18n';
import { detectLanguage, directionFor, LANGUAGE_STORAGE_KEY, toLanguage } from './locales-config';
import { muiLocaleFor } from './mui-locale';

describe('language → direction (SPEC §4)', () => {
  it('is rtl for Arabic only', () => {
    expect(directionFor('ar')).toBe('rtl');
    expect(directionFor('fr')).toBe('ltr');
    expect(directionFor('en')).toBe('ltr');
  });
});

describe('detectLanguage', () => {
  it('prefers the stored choice, then the browser languages, then English', () => {
    expect(detectLanguage('ar', ['fr-FR'])).toBe('ar');
    expect(detectLanguage(null, ['de-DE', 'fr-CA'])).toBe('fr');
    expect(detectLanguage('xx', ['de'])).toBe('en');
    expect(detectLanguage(undefined)).toBe('en');
  });

  it('reduces tags to the supported base language', () => {
    expect(toLanguage('AR-eg')).toBe('ar');
    expect(toLanguage('fr_BE')).toBe('fr');
    expect(toLanguage('de')).toBeNull();
  });
});

describe('changeLanguage', () => {
  afterEach(async () => {
    await changeLanguage('en');
    localStorage.clear();
  });

  it('loads the lazy resources and MUI texts, stores the choice and sets <html lang>', async () => {
    await changeLanguage('fr');
    expect(i18n.t('needHelp')).toBe('Besoin d’aide ?');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(muiLocaleFor('fr').components).toBeDefined();

    await changeLanguage('ar');
    expect(i18n.t('auth:login.submit')).toBe('تسجيل الدخول');
    expect(document.documentElement.lang).toBe('ar');
  });
});
