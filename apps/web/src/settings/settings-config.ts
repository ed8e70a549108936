import type { Settings } from '@keeling/contract';
import { type COLOR_PRESETS, DEFAULT_SETTINGS } from '@keeling/contract/constants';

/** SPEC §3 settings; their schema lives in the contract (the server stores them per user too). */
export type { Settings };
export type ThemeColorPreset = (typeof COLOR_PRESETS)[number];

/** localStorage key (SPEC §3). */
export const SETTINGS_STORAGE_KEY = 'settings';

/** SPEC §1 defaults: light, ltr, bold, horizontal, MUJI, no stretch. */
export const defaultSettings: Settings = DEFAULT_SETTINGS;

/** SPEC §2: stretch only changes anything on screens wider than this. */
export const STRETCH_MIN_WIDTH = 1600;

/** SPEC §9: the settings drawer's width. */
export const SETTINGS_DRAWER_WIDTH = 280;
