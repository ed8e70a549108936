import type { Dictionary } from './translate';

/**
 * Resources are JSON files per language and namespace: langs/<lang>/<namespace>.json. The
 * shell's English namespaces are bundled (every screen uses them); every other namespace, and
 * every namespace of another language, is fetched by the first screen that uses it.
 */
const bundled = import.meta.glob<Dictionary>(
  [
    './langs/en/common.json',
    './langs/en/errors.json',
    './langs/en/auth.json',
    './langs/en/settings.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
// every other file: the bundled ones left out, so their dynamic imports would not keep them in
// the entry anyway (Rolldown's INEFFECTIVE_DYNAMIC_IMPORT)
const lazy = import.meta.glob<Dictionary>(
  [
    './langs/*/*.json',
    '!./langs/en/common.json',
    '!./langs/en/errors.json',
    '!./langs/en/auth.json',
    '!./langs/en/settings.json',
  ],
  { import: 'default' },
);

const pathOf = (language: string, namespace: string) => `./langs/${language}/${namespace}.json`;

function parsePath(path: string): { language: string; namespace: string } {
  const [, language = '', namespace = ''] = path.match(/langs\/([^/]+)\/([^/]+)\.json$/) ?? [];
  return { language, namespace };
}

/** The bundled dictionaries: language → namespace → texts. */
export function bundledResources(): Record<string, Record<string, Dictionary>> {
  const resources: Record<string, Record<string, Dictionary>> = {};
  for (const [path, json] of Object.entries(bundled)) {
    const { language, namespace } = parsePath(path);
    resources[language] = { ...resources[language], [namespace]: json };
  }
  return resources;
}

/** Every namespace there is (the English file names). */
export function allNamespaces(): string[] {
  return [...Object.keys(bundled), ...Object.keys(lazy)]
    .map(parsePath)
    .filter(({ language }) => language === 'en')
    .map(({ namespace }) => namespace);
}

/** One namespace of one language; an empty dictionary when the file does not exist. */
export async function loadNamespaceResources(
  language: string,
  namespace: string,
): Promise<Dictionary> {
  const path = pathOf(language, namespace);
  const load = lazy[path];
  return bundled[path] ?? (load ? load() : {});
}
