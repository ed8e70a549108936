import {
  DEFAULT_NAMESPACE,
  detectLanguage,
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_TAGS,
  type Language,
} from './locales-config';
import { loadMuiLocale } from './mui-locale';
import { allNamespaces, bundledResources, loadNamespaceResources } from './resources';
import { type Resources, type TranslateOptions, translate } from './translate';

type Listener = () => void;

const resources: Resources = bundledResources();
let language: Language = FALLBACK_LANGUAGE;
const listeners = new Set<Listener>();
/** Namespace loads by `language/namespace`, so each file is fetched once. */
const loads = new Map<string, Promise<void>>();

function loadNamespace(lang: string, namespace: string): Promise<void> {
  const id = `${lang}/${namespace}`;
  let load = loads.get(id);
  if (!load) {
    load = resources[lang]?.[namespace]
      ? Promise.resolve()
      : loadNamespaceResources(lang, namespace).then((dictionary) => {
          resources[lang] = { ...resources[lang], [namespace]: dictionary };
        });
    loads.set(id, load);
  }
  return load;
}

const isLoaded = (lang: string, namespace: string) => Boolean(resources[lang]?.[namespace]);

/**
 * The app's one translation store: the loaded dictionaries and the current language. The shell's
 * English texts are bundled; a screen's namespace loads with the screen (`useTranslation`
 * suspends until it is there), in the current language and in English, the fallback.
 */
export const i18n = {
  get language(): Language {
    return language;
  },
  t(key: string, options?: TranslateOptions, namespace = DEFAULT_NAMESPACE): string {
    return translate(resources, [language, FALLBACK_LANGUAGE], namespace, key, options);
  },
  /** A promise while `namespace` is not loaded in the current language and English, else null. */
  pending(namespace: string): Promise<void> | null {
    if (isLoaded(language, namespace) && isLoaded(FALLBACK_LANGUAGE, namespace)) return null;
    const id = `${language}+en/${namespace}`;
    let both = loads.get(id);
    if (!both) {
      both = Promise.all([
        loadNamespace(FALLBACK_LANGUAGE, namespace),
        loadNamespace(language, namespace),
      ]).then(() => undefined);
      loads.set(id, both);
    }
    return both;
  },
  /** For useSyncExternalStore: called after every language change. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function applyDocumentLanguage(next: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAGS[next];
}

function setLanguage(next: Language): void {
  applyDocumentLanguage(next);
  if (next === language) return;
  language = next;
  for (const listener of listeners) listener();
}

/** Loads a language's texts for every namespace loaded so far, and MUI's texts. */
export async function loadLanguage(next: Language): Promise<void> {
  const namespaces = Object.keys(resources[FALLBACK_LANGUAGE] ?? {});
  await Promise.all([
    ...namespaces.map((namespace) => loadNamespace(next, namespace)),
    next === FALLBACK_LANGUAGE ? undefined : loadMuiLocale(next),
  ]);
}

/** Every namespace in English and the current language (tests render screens without Suspense). */
export async function loadAllNamespaces(): Promise<void> {
  await Promise.all(allNamespaces().map((namespace) => i18n.pending(namespace)));
}

/** Switches language and stores the choice under i18next's usual key. */
export async function changeLanguage(next: Language): Promise<void> {
  await loadLanguage(next);
  setLanguage(next);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
}

/** Startup: stored choice, else the browser's language, else English (awaited before render). */
export async function initLanguage(): Promise<Language> {
  const detected = detectLanguage(readStored(), globalThis.navigator?.languages ?? []);
  await loadLanguage(detected);
  setLanguage(detected);
  return detected;
}

export function currentLanguage(): Language {
  return language;
}
