import {
  DEFAULT_NAMESPACE,
  detectLanguage,
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_TAGS,
  type Language,
} from './locales-config';
import { loadMuiLocale } from './mui-locale';
import { bundledResources, loadLanguageResources } from './resources';
import { type Resources, type TranslateOptions, translate } from './translate';

type Listener = () => void;

const resources: Resources = bundledResources();
let language: Language = FALLBACK_LANGUAGE;
const listeners = new Set<Listener>();

/**
 * The app's one translation store: the loaded dictionaries and the current language. English is
 * bundled, so `t` works synchronously from the first render (and in unit tests).
 */
export const i18n = {
  get language(): Language {
    return language;
  },
  t(key: string, options?: TranslateOptions, namespace = DEFAULT_NAMESPACE): string {
    return translate(resources, [language, FALLBACK_LANGUAGE], namespace, key, options);
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

/** Loads a language's resources and MUI texts once; English needs nothing. */
export async function loadLanguage(next: Language): Promise<void> {
  if (next === FALLBACK_LANGUAGE) return;
  if (!resources[next]) {
    resources[next] = Object.fromEntries(await loadLanguageResources(next));
  }
  await loadMuiLocale(next);
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
