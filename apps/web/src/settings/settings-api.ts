import { API, accountSettingsResponseSchema, type Settings } from '@keeling/contract';
import { getAuthToken, getJson, putJson } from '../lib/http';
import type { Language } from '../locales/locales-config';

/** What the account keeps: the settings and the language they were chosen in. */
export interface AccountSettings {
  settings: Settings;
  language: Language;
}

/**
 * The signed-in user's saved settings (null when they never saved any) and the language they
 * were saved in (null when saved before the language was).
 */
export async function fetchAccountSettings(
  signal?: AbortSignal,
): Promise<{ settings: Settings; language: Language | null } | null> {
  const { settings, language } = await getJson(
    API.account.settings,
    accountSettingsResponseSchema,
    { signal },
  );
  return settings ? { settings, language } : null;
}

export async function saveAccountSettings(saved: AccountSettings): Promise<void> {
  await putJson(API.account.settings, saved, accountSettingsResponseSchema);
}

/** A save that outlives the page (reload, tab closed): fire and forget with keepalive. */
export function flushAccountSettings(saved: AccountSettings): void {
  const token = getAuthToken();
  if (!token) return;
  void fetch(API.account.settings, {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(saved),
  }).catch(() => {});
}
