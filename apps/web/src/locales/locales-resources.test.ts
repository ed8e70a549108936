import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './locales-config';

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

describe('translations (all namespaces)', () => {
  it('finds the English namespaces', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'auth', 'overview']));
  });

  for (const language of LANGUAGES.filter((lang) => lang !== 'en')) {
    for (const namespace of namespaces) {
      it(`${language}/${namespace}.json has every English key, with the same placeholders`, () => {
        const english = readJson('en', namespace);
        const translated = readJson(language, namespace);
        const missing = leafKeys(english).filter((key) => typeof get(translated, key) !== 'string');
        expect(missing, `missing in ${language}/${namespace}.json`).toEqual([]);
        const broken = leafKeys(english).filter(
          (key) => tokens(get(english, key)).join() !== tokens(get(translated, key)).join(),
        );
        expect(broken, `placeholders differ in ${language}/${namespace}.json`).toEqual([]);
      });
    }
  }
});
