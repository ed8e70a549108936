import { currentLanguage } from '../locales/i18n';
import { FALLBACK_LANGUAGE } from '../locales/locales-config';
import { defaultSettings, type Settings } from '../settings/settings-config';

/** Set on <html> by the prerendered page's inline check when this visitor must not see it. */
export const PRERENDER_ATTRIBUTE = 'data-prerender';
/** Set on <html> once React has taken the page over (a prerendered form may be sent from then on). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** Set on #root by the build when it holds a prerendered page (apps/web/build/prerender-plugin.ts). */
export const PRERENDERED_ROOT_ATTRIBUTE = 'data-prerendered';

const sameSettings = (a: Settings, b: Settings) =>
  (Object.keys(b) as (keyof Settings)[]).every((key) => a[key] === b[key]);

/**
 * Whether #root holds a page React can hydrate: one the build rendered for this visitor (no
 * session, English, the default settings; the inline check said so before the first paint, and
 * the settings and language as the app read them agree).
 */
export function canHydrate(container: HTMLElement, settings: Settings): boolean {
  return (
    container.hasAttribute(PRERENDERED_ROOT_ATTRIBUTE) &&
    document.documentElement.getAttribute(PRERENDER_ATTRIBUTE) !== 'off' &&
    currentLanguage() === FALLBACK_LANGUAGE &&
    sameSettings(settings, defaultSettings)
  );
}
