export { SettingsButton } from './settings-button';
export {
  defaultSettings,
  SETTINGS_STORAGE_KEY,
  type Settings,
  STRETCH_MIN_WIDTH,
  type ThemeColorPreset,
} from './settings-config';
export { type SettingsContextValue, useSettingsContext } from './settings-context';
export { SettingsDrawerHost } from './settings-drawer-host';
export { SettingsProvider } from './settings-provider';
export { SettingsServerSync } from './settings-server-sync';
