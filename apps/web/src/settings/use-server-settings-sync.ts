import { useEffect, useRef } from 'react';
import { fetchAccountSettings, flushAccountSettings, saveAccountSettings } from './settings-api';
import type { Settings } from './settings-config';

/** How long the settings must stay unchanged before they are saved to the account. */
export const SAVE_DEBOUNCE_MS = 400;

interface SyncApi {
  load: (signal: AbortSignal) => Promise<Settings | null>;
  save: (settings: Settings) => Promise<void>;
  /** Sends a pending save when the page goes away (must survive unload). */
  flush: (settings: Settings) => void;
}

const defaultApi: SyncApi = {
  load: fetchAccountSettings,
  save: saveAccountSettings,
  flush: flushAccountSettings,
};
const keyOf = (settings: Settings) => JSON.stringify(settings);

/**
 * After sign-in, the account's settings win; an account without any receives the local ones.
 * From then on every change is saved (debounced). Nothing is sent while signed out.
 */
export function useServerSettingsSync(
  userId: string | null,
  settings: Settings,
  onReplace: (settings: Settings) => void,
  api: SyncApi = defaultApi,
): void {
  const syncedFor = useRef<string | null>(null);
  const lastSaved = useRef<string | null>(null);
  const latest = useRef(settings);
  latest.current = settings;
  /** Settings waiting for the debounce; sent at once if the page is left meanwhile. */
  const pending = useRef<Settings | null>(null);

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
          lastSaved.current = keyOf(remote);
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
    const key = keyOf(settings);
    if (key === lastSaved.current) return;
    pending.current = settings;
    const timer = window.setTimeout(() => {
      pending.current = null;
      lastSaved.current = key;
      api.save(settings).catch((error: unknown) => {
        lastSaved.current = null;
        console.warn('Could not save settings', error);
      });
    }, SAVE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [settings, userId]);
}
