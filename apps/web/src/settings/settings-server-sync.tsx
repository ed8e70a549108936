import { useCallback } from 'react';
import { useAuthContext } from '../auth/auth-context';
import { changeLanguage, currentLanguage } from '../locales/i18n';
import { directionFor } from '../locales/locales-config';
import { useTranslation } from '../locales/use-translation';
import { loadRtlCache } from '../theme/rtl-cache';
import { useSettingsContext } from './settings-context';
import { type RemoteSettings, useServerSettingsSync } from './use-server-settings-sync';

/**
 * Rendered inside AuthProvider: keeps the signed-in user's settings and language on the server.
 * The account's copy arrives as a whole: its language (texts loaded first) and its settings in one
 * render, so the direction shown always goes with the language it was chosen in. Settings saved
 * before the language was take the direction of the language shown (SPEC §4).
 */
export function SettingsServerSync() {
  const { user } = useAuthContext();
  const { language } = useTranslation();
  const { settings, onReplace } = useSettingsContext();

  const onRemote = useCallback(
    async ({ settings: remote, language: remoteLanguage }: RemoteSettings) => {
      const shown = remoteLanguage ?? currentLanguage();
      const next = remoteLanguage ? remote : { ...remote, themeDirection: directionFor(shown) };
      await Promise.all([
        shown === currentLanguage() ? null : changeLanguage(shown),
        next.themeDirection === 'rtl' ? loadRtlCache() : null,
      ]);
      onReplace(next);
    },
    [onReplace],
  );

  useServerSettingsSync(user?.id ?? null, settings, language, onRemote);
  return null;
}
