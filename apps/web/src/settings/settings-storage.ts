import { settingsSchema } from '@keeling/contract';
import { isRecord } from '../lib/is-record';
import {
  type Direction,
  detectLanguage,
  directionFor,
  LANGUAGE_STORAGE_KEY,
} from '../locales/locales-config';
import { defaultSettings, SETTINGS_STORAGE_KEY, type Settings } from './settings-config';

const FIELDS = Object.keys(settingsSchema.shape) as (keyof Settings)[];

/**
 * Whatever was stored (corrupt, an older shape, a partial object) becomes valid settings: each
 * field the contract's schema accepts is kept, every other one falls back to its default, and
 * a direction that was not validly saved follows the language (Arabic reads right to left).
 */
export function parseSettings(value: unknown, languageDirection: Direction = 'ltr'): Settings {
  const result: Record<string, unknown> = { ...defaultSettings, themeDirection: languageDirection };
  if (isRecord(value)) {
    for (const field of FIELDS) {
      const parsed = settingsSchema.shape[field].safeParse(value[field]);
      if (parsed.success) result[field] = parsed.data;
    }
  }
  return result as Settings;
}

/** Parses a raw localStorage value; missing or invalid JSON yields the defaults. */
export function parseStoredSettings(raw: string | null, languageDirection?: Direction): Settings {
  let value: unknown = null;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    // corrupt: every field falls back
  }
  return parseSettings(value, languageDirection);
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
