import { useEffect, useRef } from 'react';
import type { Language } from '../locales/locales-config';
import {
  type AccountSettings,
  fetchAccountSettings,
  flushAccountSettings,
  saveAccountSettings,
} from './settings-api';
import type { Settings } from './settings-config';

/** How long the settings must stay unchanged before they are saved to the account. */
export const SAVE_DEBOUNCE_MS = 400;

/** What the account answered: its settings and, when it was saved with them, the language. */
export type RemoteSettings = { settings: Settings; language: Language | null };

interface SyncApi {
  load: (signal: AbortSignal) => Promise<RemoteSettings | null>;
  save: (saved: AccountSettings) => Promise<void>;
  /** Sends a pending save when the page goes away (must survive unload). */
  flush: (saved: AccountSettings) => void;
}

const defaultApi: SyncApi = {
  load: fetchAccountSettings,
  save: saveAccountSettings,
  flush: flushAccountSettings,
};
const keyOf = (saved: AccountSettings) => JSON.stringify(saved);

/**
 * After sign-in, the account's settings and language win (`onReplace` applies both: the direction
 * saved goes with the language it was chosen in); an account without any receives the local ones.
 * From then on every change of either is saved (debounced). Nothing is sent while signed out.
 */
export function useServerSettingsSync(
  userId: string | null,
  settings: Settings,
  language: Language,
  onReplace: (remote: RemoteSettings) => void,
  api: SyncApi = defaultApi,
): void {
  const syncedFor = useRef<string | null>(null);
  const lastSaved = useRef<string | null>(null);
  const latest = useRef<AccountSettings>({ settings, language });
  latest.current = { settings, language };
  /** Settings waiting for the debounce; sent at once if the page is left meanwhile. */
  const pending = useRef<AccountSettings | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one listener for the page's life
  useEffect(() => {
    const flush = () => {
      if (!pending.current) return;
      api.flush(pending.current);
      pending.current = null;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per signed-in user
  useEffect(() => {
    syncedFor.current = null;
    lastSaved.current = null;
    if (!userId) return;
    const controller = new AbortController();
    api
      .load(controller.signal)
      .then((remote) => {
        if (controller.signal.aborted) return;
        syncedFor.current = userId;
        if (remote) {
          if (remote.language) lastSaved.current = keyOf({ ...remote, language: remote.language });
          onReplace(remote);
          return;
        }
        lastSaved.current = keyOf(latest.current);
        return api.save(latest.current);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not sync settings', error);
      });
    return () => controller.abort();
  }, [userId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: saves when the settings change
  useEffect(() => {
    if (!userId || syncedFor.current !== userId) return;
    const saved = { settings, language };
    const key = keyOf(saved);
    if (key === lastSaved.current) {
      // back to what the account has (e.g. its language applied a render before its settings):
      // a change still waiting is void, and must not be flushed when the page goes away
      pending.current = null;
      return;
    }
    pending.current = saved;
    const timer = window.setTimeout(() => {
      pending.current = null;
      lastSaved.current = key;
      api.save(saved).catch((error: unknown) => {
        lastSaved.current = null;
        console.warn('Could not save settings', error);
      });
    }, SAVE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [settings, language, userId]);
}
