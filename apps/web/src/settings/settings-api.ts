import { API, accountSettingsResponseSchema, type Settings } from '@keeling/contract';
import { getAuthToken, getJson, putJson } from '../lib/http';

/** The signed-in user's saved settings, or null when they never saved any. */
export async function fetchAccountSettings(signal?: AbortSignal): Promise<Settings | null> {
  const { settings } = await getJson(API.account.settings, accountSettingsResponseSchema, {
    signal,
  });
  return settings;
}

export async function saveAccountSettings(settings: Settings): Promise<void> {
  await putJson(API.account.settings, { settings }, accountSettingsResponseSchema);
}
/** A save that outlives the page (reload, tab closed): fire and forget with keepalive. */
export function flushAccountSettings(settings: Settings): void {
  const token = getAuthToken();
  if (!token) return;
  void fetch(API.account.settings, {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ settings }),
  }).catch(() => {});
}
