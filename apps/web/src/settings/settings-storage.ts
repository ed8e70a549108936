import {
  type Direction,
  detectLanguage,
  directionFor,
  LANGUAGE_STORAGE_KEY,
} from '../locales/locales-config';
import {
  defaultSettings,
  SETTING_CHOICES,
  SETTINGS_STORAGE_KEY,
  type Settings,
} from './settings-config';

const FIELDS = Object.keys(SETTING_CHOICES) as (keyof Settings)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whatever was stored (corrupt, an older shape, a partial object) becomes valid settings:
 * each field holding one of the contract's choices is kept, every other one falls back to
 * default. (Checked without zod: this runs before the first render.)
 */
export function parseSettings(value: unknown): Settings {
  const result: Record<string, unknown> = { ...defaultSettings };
  if (isRecord(value)) {
    for (const field of FIELDS) {
      const choices: readonly unknown[] = SETTING_CHOICES[field];
      if (choices.includes(value[field])) result[field] = value[field];
    }
  }
  return result as Settings;
}

/**
 * Parses a raw localStorage value; invalid JSON yields the defaults. On a first visit (nothing
 * stored) the direction follows the language: an Arabic browser starts right to left.
 */
export function parseStoredSettings(raw: string | null, firstVisitDirection?: Direction): Settings {
  if (!raw) return { ...defaultSettings, themeDirection: firstVisitDirection ?? 'ltr' };
  try {
    return parseSettings(JSON.parse(raw));
  } catch {
    return { ...defaultSettings };
  }
}

function detectedDirection(): Direction {
  const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return directionFor(detectLanguage(stored, navigator.languages ?? []));
}

export function readStoredSettings(): Settings {
  try {
    return parseStoredSettings(
      window.localStorage.getItem(SETTINGS_STORAGE_KEY),
      detectedDirection(),
    );
  } catch {
    // Storage can be disabled (privacy mode, sandboxed frames).
    return { ...defaultSettings };
  }
}

export function writeStoredSettings(settings: Settings): void {
  try {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Quota or disabled storage: the settings still apply for this visit.
  }
}

export function sameSettings(a: Settings, b: Settings): boolean {
  return FIELDS.every((field) => a[field] === b[field]);
}

/** SPEC §4: Reset is available only when the settings differ from the defaults. */
export function canResetSettings(settings: Settings): boolean {
  return !sameSettings(settings, defaultSettings);
}
