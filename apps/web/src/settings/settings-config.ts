import { type COLOR_PRESETS, DEFAULT_SETTINGS, type Settings } from '@keeling/contract';

/** SPEC §3 settings; their schema lives in the contract (the server stores them per user too). */
export type { Settings };
export type ThemeColorPreset = (typeof COLOR_PRESETS)[number];

/** localStorage key (SPEC §3). */
export const SETTINGS_STORAGE_KEY = 'settings';

/** SPEC §1 defaults. Only the theme reads them for now; the drawer and persistence come later. */
export const defaultSettings: Settings = DEFAULT_SETTINGS;
