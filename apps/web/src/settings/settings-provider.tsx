import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { applyDocumentSettings } from './document-settings';
import { defaultSettings, SETTINGS_STORAGE_KEY, type Settings } from './settings-config';
import { SettingsContext, type SettingsContextValue } from './settings-context';
import {
  canResetSettings,
  parseStoredSettings,
  readStoredSettings,
  sameSettings,
  writeStoredSettings,
} from './settings-storage';

/** Holds the settings, mirrors them to localStorage and <html>, and follows other tabs. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<Settings>(readStoredSettings);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    writeStoredSettings(settings);
    applyDocumentSettings(settings);
  }, [settings]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SETTINGS_STORAGE_KEY) return;
      const next = parseStoredSettings(event.newValue);
      setSettings((prev) => (sameSettings(prev, next) ? prev : next));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const onUpdate = useCallback(<K extends keyof Settings>(field: K, value: Settings[K]) => {
    setSettings((prev) => (prev[field] === value ? prev : { ...prev, [field]: value }));
  }, []);
  const onReplace = useCallback((next: Settings) => {
    setSettings((prev) => (sameSettings(prev, next) ? prev : { ...next }));
  }, []);
  const onReset = useCallback(() => setSettings({ ...defaultSettings }), []);
  const onToggleDrawer = useCallback(() => setOpen((prev) => !prev), []);
  const onCloseDrawer = useCallback(() => setOpen(false), []);

  const value = useMemo<SettingsContextValue>(
    () => ({
      settings,
      onUpdate,
      onReplace,
      onReset,
      canReset: canResetSettings(settings),
      open,
      onToggleDrawer,
      onCloseDrawer,
    }),
    [settings, onUpdate, onReplace, onReset, open, onToggleDrawer, onCloseDrawer],
  );

  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
