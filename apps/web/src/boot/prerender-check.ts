import { STORAGE_KEY as TOKEN_STORAGE_KEY } from '../auth/token';
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from '../locales/locales-config';
import { defaultSettings, SETTINGS_STORAGE_KEY } from '../settings/settings-config';
import { PRERENDER_ATTRIBUTE } from './prerendered';

declare global {
  interface Window {
    /** A form sent from a prerendered page before the app took it over. */
    __keelingHeldSubmit?: HTMLFormElement;
  }
}

interface VisitorCheck {
  defaults: Record<string, unknown>;
  languages: readonly string[];
  fallbackLanguage: string;
  keys: { settings: string; language: string; token: string };
  attributes: { prerender: string };
}

/**
 * Runs in the prerendered page's <head> before its first paint, as text (no imports, no closure):
 * a visitor the page was not rendered for (a stored session, another language, other settings)
 * must not see it flash, so it is hidden (`data-prerender="off"`) and start-app.tsx renders
 * afresh. A form sent before the app handles it is held (the browser never sends the sign-in
 * form itself: the password must never go into a GET) and sent again once the app has taken
 * the page over (start-app.tsx).
 */
function checkVisitor(check: VisitorCheck): void {
  const root = document.documentElement;
  // Last in the bubbling order: a form the app did not handle is held, never sent by the browser.
  window.addEventListener('submit', (event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    window.__keelingHeldSubmit = event.target as HTMLFormElement;
  });
  try {
    const stored = JSON.parse(localStorage.getItem(check.keys.settings) ?? '{}') ?? {};
    const sameSettings = Object.keys(check.defaults).every(
      (key) => !(key in stored) || stored[key] === check.defaults[key],
    );
    const candidates = [localStorage.getItem(check.keys.language), ...navigator.languages];
    const language =
      candidates
        .map(
          (tag) =>
            String(tag ?? '')
              .toLowerCase()
              .split(/[-_]/)[0] ?? '',
        )
        .find((tag) => check.languages.includes(tag)) ?? check.fallbackLanguage;
    const session = sessionStorage.getItem(check.keys.token);
    if (sameSettings && language === check.fallbackLanguage && !session) return;
  } catch {
    // no storage: render afresh
  }
  root.setAttribute(check.attributes.prerender, 'off');
}

/** The inline script (allowed by its hash in the server's CSP). */
export function prerenderCheckScript(): string {
  const check: VisitorCheck = {
    defaults: { ...defaultSettings },
    languages: LANGUAGES,
    fallbackLanguage: FALLBACK_LANGUAGE,
    keys: {
      settings: SETTINGS_STORAGE_KEY,
      language: LANGUAGE_STORAGE_KEY,
      token: TOKEN_STORAGE_KEY,
    },
    attributes: { prerender: PRERENDER_ATTRIBUTE },
  };
  return `(${checkVisitor.toString()})(${JSON.stringify(check)});`;
}
