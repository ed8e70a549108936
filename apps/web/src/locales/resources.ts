import { FALLBACK_LANGUAGE, type Language } from './locales-config';
import type { Dictionary, Resources } from './translate';

type Json = Dictionary;

/**
 * Resources are JSON files per language and namespace: langs/<lang>/<namespace>.json.
 * English is bundled with the entry; French and Arabic are fetched when chosen.
 */
const bundled = import.meta.glob<Json>('./langs/en/*.json', { eager: true, import: 'default' });
const lazy = import.meta.glob<Json>(['./langs/fr/*.json', './langs/ar/*.json'], {
  import: 'default',
});

function parsePath(path: string): { language: string; namespace: string } {
  const [, language = '', file = ''] = path.match(/langs\/([^/]+)\/([^/]+)\.json$/) ?? [];
  return { language, namespace: file };
}

export function bundledResources(): Resources {
  const english: Record<string, Dictionary> = {};
  for (const [path, json] of Object.entries(bundled)) {
    english[parsePath(path).namespace] = json;
  }
  return { [FALLBACK_LANGUAGE]: english };
}

/** Every namespace of one lazy language, as [namespace, resources] pairs. */
export async function loadLanguageResources(language: Language): Promise<[string, Json][]> {
  const entries = Object.entries(lazy).filter(([path]) => parsePath(path).language === language);
  return Promise.all(
    entries.map(
      async ([path, load]) => [parsePath(path).namespace, await load()] as [string, Json],
    ),
  );
}
