/**
 * Settings state (SPEC §1–§4). Stable API for every consumer (layouts, i18n, drawer):
 *
 *   const { settings, onUpdate, onReplace, onReset, canReset, open, onToggleDrawer, onCloseDrawer }
 *     = useSettingsContext();
 *
 * - settings: { themeMode, themeContrast, themeDirection, themeLayout, themeStretch,
 *   themeColorPresets } (always valid: see settings-storage.ts).
 * - onUpdate(field, value): change one field, e.g. onUpdate('themeDirection', 'rtl').
 * - onReplace(settings): replace all fields (used when the server's copy arrives).
 * - onReset(): back to the defaults; canReset: the settings differ from the defaults.
 * - open / onToggleDrawer() / onCloseDrawer(): the settings drawer.
 *
 * Changes are saved in localStorage 'settings' and, when signed in, to the account
 * (settings-server-sync.tsx).
 */
import { createContext, useContext } from 'react';
import type { Settings } from './settings-config';

export interface SettingsContextValue {
  settings: Settings;
  onUpdate: <K extends keyof Settings>(field: K, value: Settings[K]) => void;
  onReplace: (settings: Settings) => void;
  onReset: () => void;
  canReset: boolean;
  open: boolean;
  onToggleDrawer: () => void;
  onCloseDrawer: () => void;
}

export const SettingsContext = createContext<SettingsContextValue | undefined>(undefined);

/** SPEC §8: the exact message when used outside the provider. */
export const SETTINGS_CONTEXT_ERROR = 'useSettingsContext must be use inside SettingsProvider';

export function useSettingsContext(): SettingsContextValue {
  const context = useContext(SettingsContext);
  if (!context) throw new Error(SETTINGS_CONTEXT_ERROR);
  return context;
}
