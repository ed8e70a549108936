import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings, SETTINGS_STORAGE_KEY, type Settings } from './settings-config';
import {
  canResetSettings,
  parseSettings,
  parseStoredSettings,
  readStoredSettings,
  writeStoredSettings,
} from './settings-storage';

const custom: Settings = {
  themeMode: 'dark',
  themeContrast: 'default',
  themeDirection: 'rtl',
  themeLayout: 'mini',
  themeStretch: true,
  themeColorPresets: 'cyan',
};

beforeEach(() => localStorage.clear());

describe('parseSettings', () => {
  it('keeps valid settings as they are', () => {
    expect(parseSettings(custom)).toEqual(custom);
  });

  it('falls back per field: invalid fields take the default, valid ones stay', () => {
    expect(
      parseSettings({ ...custom, themeMode: 'system', themeStretch: 'yes', extra: 1 }),
    ).toEqual({ ...custom, themeMode: 'light', themeStretch: false });
  });

  it('fills missing fields of a partial or older shape with the defaults', () => {
    expect(parseSettings({ themeMode: 'dark', themeColorPresets: 'preset1' })).toEqual({
      ...defaultSettings,
      themeMode: 'dark',
    });
  });

  it.each([null, undefined, 42, 'dark', [custom], true])('turns %j into the defaults', (value) => {
    expect(parseSettings(value)).toEqual(defaultSettings);
  });
});

describe('localStorage', () => {
  it('reads the defaults when nothing or corrupt JSON is stored', () => {
    expect(readStoredSettings()).toEqual(defaultSettings);
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{"themeMode": "dark",');
    expect(readStoredSettings()).toEqual(defaultSettings);
    expect(parseStoredSettings('')).toEqual(defaultSettings);
  });

  it('starts right to left on a first visit in Arabic, and only on a first visit', () => {
    localStorage.setItem('i18nextLng', 'ar');
    expect(readStoredSettings()).toEqual({ ...defaultSettings, themeDirection: 'rtl' });
    writeStoredSettings({ ...defaultSettings, themeDirection: 'ltr' });
    expect(readStoredSettings().themeDirection).toBe('ltr');
    localStorage.clear();
    expect(parseStoredSettings(null, 'rtl').themeDirection).toBe('rtl');
    expect(parseStoredSettings(null).themeDirection).toBe('ltr');
  });

  it('follows the language when the stored direction is corrupt or missing', () => {
    localStorage.setItem('i18nextLng', 'ar');
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{"themeMode": "dark",');
    expect(readStoredSettings().themeDirection).toBe('rtl');
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ themeMode: 'dark' }));
    expect(readStoredSettings()).toEqual({
      ...defaultSettings,
      themeMode: 'dark',
      themeDirection: 'rtl',
    });
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ themeDirection: 'sideways' }));
    expect(readStoredSettings().themeDirection).toBe('rtl');
  });

  it('round-trips what it writes under the key "settings"', () => {
    writeStoredSettings(custom);
    expect(JSON.parse(localStorage.getItem('settings') ?? 'null')).toEqual(custom);
    expect(readStoredSettings()).toEqual(custom);
  });
});

describe('canResetSettings (SPEC §4)', () => {
  it('is false for the defaults and true as soon as one field differs', () => {
    expect(canResetSettings({ ...defaultSettings })).toBe(false);
    expect(canResetSettings({ ...defaultSettings, themeStretch: true })).toBe(true);
    expect(canResetSettings(custom)).toBe(true);
  });

  it('uses the SPEC §1 defaults', () => {
    expect(defaultSettings).toEqual({
      themeMode: 'light',
      themeContrast: 'bold',
      themeDirection: 'ltr',
      themeLayout: 'horizontal',
      themeStretch: false,
      themeColorPresets: 'MUJI',
    });
  });
});
