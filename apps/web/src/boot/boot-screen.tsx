import createEmotionServer from '@emotion/server/create-instance';
import { COLOR_PRESETS, THEME_CONTRASTS, THEME_MODES } from '@keeling/contract/constants';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { App } from '../app/app';
import { LoadingScreen } from '../components/loading-screen';
import { defaultSettings, SETTINGS_STORAGE_KEY } from '../settings/settings-config';
import { ltrCache } from '../theme/rtl-cache';
import { tonesFor } from '../theme/tones';

/**
 * Build-time parts of index.html (apps/web/build/prerender-plugin.ts runs this in Node): the
 * loading screen in #root, so a page paints the brand mark and the progress bar as soon as the
 * HTML arrives instead of a blank page until the scripts have run, and a pre-paint script that
 * gives the page the stored mode's background (no white flash before a dark page). React's
 * first render replaces the markup with the same screen. Never in the browser bundle.
 */

/** Page background of every mode, contrast and preset: `[preset][mode][contrast]`. */
type Backgrounds = Record<string, Record<string, Record<string, string>>>;

interface StoredLook {
  key: string;
  backgrounds: Backgrounds;
  defaults: { themeColorPresets: string; themeMode: string; themeContrast: string };
}

/**
 * Runs in <head> before the first paint, as text (no imports, no closure): the stored settings'
 * colour scheme and page background; anything missing or unknown takes the default. The app
 * applies every setting again when it starts (settings/apply-stored-settings.ts).
 */
function applyStoredLook(look: StoredLook): void {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(localStorage.getItem(look.key) ?? '{}') ?? {};
  } catch {
    // no storage, or not JSON: the defaults
  }
  const pick = (field: keyof StoredLook['defaults'], known: Record<string, unknown>) => {
    const value = stored[field];
    return typeof value === 'string' && Object.hasOwn(known, value) ? value : look.defaults[field];
  };
  const byMode = look.backgrounds[pick('themeColorPresets', look.backgrounds)] ?? {};
  const mode = pick('themeMode', byMode);
  const byContrast = byMode[mode] ?? {};
  const background = byContrast[pick('themeContrast', byContrast)];
  const root = document.documentElement;
  root.style.colorScheme = mode;
  if (background) root.style.backgroundColor = background;
}

/** The pre-paint script (allowed by its hash in the server's CSP). */
export function storedLookScript(): string {
  const backgrounds: Backgrounds = {};
  for (const themeColorPresets of COLOR_PRESETS) {
    const byMode: Backgrounds[string] = {};
    for (const themeMode of THEME_MODES) {
      byMode[themeMode] = {};
      for (const themeContrast of THEME_CONTRASTS)
        byMode[themeMode][themeContrast] = tonesFor({
          themeColorPresets,
          themeMode,
          themeContrast,
        }).background.default;
    }
    backgrounds[themeColorPresets] = byMode;
  }
  const look: StoredLook = {
    key: SETTINGS_STORAGE_KEY,
    backgrounds,
    defaults: {
      themeColorPresets: defaultSettings.themeColorPresets,
      themeMode: defaultSettings.themeMode,
      themeContrast: defaultSettings.themeContrast,
    },
  };
  return `(${applyStoredLook.toString()})(${JSON.stringify(look)});`;
}

export interface BootScreen {
  /** The loading screen's markup, for #root. */
  html: string;
  /** Its styles (no global ones: the page keeps the background the pre-paint script gave it). */
  styles: string;
}

/** The app's loading screen as markup, with the styles it uses. */
export function renderBootScreen(): BootScreen {
  ltrCache.compat = true;
  const html = renderToStaticMarkup(
    <StrictMode>
      <App>
        <LoadingScreen />
      </App>
    </StrictMode>,
  );
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(ltrCache);
  const { styles } = extractCriticalToChunks(html);
  // CssBaseline's page styles would paint a light page before a dark one: only the screen's
  // own classes and the progress bar's keyframes
  const own = styles.filter(
    ({ key, css }) => !key.endsWith('-global') || /^@(-webkit-)?keyframes /.test(css),
  );
  return { html, styles: constructStyleTagsFromChunks({ html, styles: own }) };
}
