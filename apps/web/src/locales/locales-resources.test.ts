import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './locales-config';
import { type Dictionary, translate } from './translate';

const langsDir = join(dirname(fileURLToPath(import.meta.url)), 'langs');

function readJson(language: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(langsDir, language, `${namespace}.json`), 'utf8'));
}

/** 'a.b.c' paths of every string leaf. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** {{placeholders}} and <tags> a translation must keep. */
function tokens(text: unknown): string[] {
  return (
    String(text)
      .match(/{{\s*\w+\s*}}|<\/?\w+>/g)
      ?.sort() ?? []
  );
}

function get(json: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], json);
}

const namespaces = readdirSync(join(langsDir, 'en')).map((file) => file.replace(/\.json$/, ''));

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The plural categories a language's numbers use (en: one, other; ar: all six). */
const pluralCategories = (language: string) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/**
 * The keys a language must have: every English key, where an English plural key ('views_one',
 * 'views_other') asks for the base with each of the language's own plural suffixes.
 */
function requiredKeys(english: Record<string, unknown>, language: string): string[] {
  const keys = new Set<string>();
  for (const key of leafKeys(english)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base === key) keys.add(key);
    else for (const category of pluralCategories(language)) keys.add(`${base}_${category}`);
  }
  return [...keys];
}

describe('translations (all namespaces)', () => {
  it('finds the English namespaces', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'auth', 'overview']));
  });

  it('asks each language for its own plural forms', () => {
    const english = { card: { views_one: '{{count}} view', views_other: '{{count}} views' } };
    expect(requiredKeys(english, 'en')).toEqual(['card.views_one', 'card.views_other']);
    expect(requiredKeys(english, 'ar').sort()).toEqual(
      ['few', 'many', 'one', 'other', 'two', 'zero'].map((c) => `card.views_${c}`),
    );
  });

  for (const namespace of namespaces) {
    it(`en/${namespace}.json has every English plural form of its counted keys`, () => {
      const english = readJson('en', namespace);
      const missing = requiredKeys(english, 'en').filter(
        (key) => typeof get(english, key) !== 'string',
      );
      expect(missing, `missing in en/${namespace}.json`).toEqual([]);
    });
  }

  for (const language of LANGUAGES.filter((lang) => lang !== 'en')) {
    for (const namespace of namespaces) {
      it(`${language}/${namespace}.json has every English key, with the same placeholders`, () => {
        const english = readJson('en', namespace);
        const translated = readJson(language, namespace);
        const required = requiredKeys(english, language);
        const missing = required.filter((key) => typeof get(translated, key) !== 'string');
        expect(missing, `missing in ${language}/${namespace}.json`).toEqual([]);
        // a plural form may leave out {{count}} ('مشاهدة واحدة'), never add a placeholder
        const broken = required.filter((key) => {
          const isPlural = PLURAL_SUFFIX.test(key);
          const source = tokens(
            get(english, isPlural ? key.replace(PLURAL_SUFFIX, '_other') : key),
          );
          const target = tokens(get(translated, key));
          return isPlural
            ? target.some((token) => !source.includes(token))
            : source.join() !== target.join();
        });
        expect(broken, `placeholders differ in ${language}/${namespace}.json`).toEqual([]);
      });
    }
  }
});

describe("plurals through the app's translate()", () => {
  it('picks the form for the count in each language', () => {
    const resources = Object.fromEntries(
      LANGUAGES.map((language) => [language, { blog: readJson(language, 'blog') as Dictionary }]),
    );
    const views = (language: string, count: number) =>
      translate(resources, [language], 'blog', 'card.views', { count });
    expect([views('en', 1), views('en', 0), views('en', 2)]).toEqual([
      '1 view',
      '0 views',
      '2 views',
    ]);
    expect([views('fr', 0), views('fr', 1), views('fr', 2)]).toEqual(['0 vue', '1 vue', '2 vues']);
    expect([0, 1, 2, 3, 11, 100].map((count) => views('ar', count))).toEqual([
      'لا مشاهدات',
      'مشاهدة واحدة',
      'مشاهدتان',
      '3 مشاهدات',
      '11 مشاهدة',
      '100 مشاهدة',
    ]);
  });
});
