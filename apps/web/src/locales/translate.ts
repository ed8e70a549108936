/**
 * The app's translation function (in place of i18next: docs/architecture.md says why). It reads the same JSON files and follows i18next's conventions for what the app uses:
 * `namespace:nested.key`, `{{value}}` interpolation (no escaping: React escapes), plurals with
 * i18next's suffixes chosen by Intl.PluralRules (`_zero` first when count is 0, then `_one`,
 * `_two`, `_few`, `_many`, `_other`, then the bare key), fallback to English, then
 * `defaultValue`, then the key itself.
 */

export type Dictionary = { [key: string]: string | Dictionary };
/** language → namespace → nested texts. */
export type Resources = Record<string, Record<string, Dictionary>>;

export interface TranslateOptions {
  /** Selects the plural form and fills `{{count}}`. */
  count?: number;
  /** Returned (interpolated) when no language has the key. */
  defaultValue?: string;
  /** Overrides the namespace given to useTranslation(). */
  ns?: string;
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

const NAMESPACE_SEPARATOR = ':';
const INTERPOLATION = /{{\s*([\w.]+)\s*}}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(dictionary: Dictionary | undefined, path: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The keys to try in one language, most specific first. */
function candidateKeys(key: string, language: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const plural = `${key}_${pluralCategory(language, count)}`;
  return count === 0 ? [`${key}_zero`, plural, key] : [plural, key];
}

export function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(INTERPOLATION, (match, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? match : String(value);
  });
}

/** Splits `ns:key` (a key without a namespace uses `namespace`). */
export function splitKey(key: string, namespace: string): { namespace: string; path: string } {
  const index = key.indexOf(NAMESPACE_SEPARATOR);
  if (index <= 0) return { namespace, path: key };
  return { namespace: key.slice(0, index), path: key.slice(index + 1) };
}

export function translate(
  resources: Resources,
  languages: readonly string[],
  namespace: string,
  key: string,
  options: TranslateOptions = {},
): string {
  const { namespace: ns, path } = splitKey(key, options.ns ?? namespace);
  for (const language of languages) {
    const dictionary = resources[language]?.[ns];
    for (const candidate of candidateKeys(path, language, options.count)) {
      const text = lookup(dictionary, candidate);
      if (text !== undefined) return interpolate(text, options);
    }
  }
  return options.defaultValue === undefined ? path : interpolate(options.defaultValue, options);
}
