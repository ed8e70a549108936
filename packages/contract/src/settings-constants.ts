// Zod-free: the web app reads and validates stored settings before its first render.
export const THEME_MODES = ['light', 'dark'] as const;
export const THEME_CONTRASTS = ['default', 'bold'] as const;
export const THEME_DIRECTIONS = ['ltr', 'rtl'] as const;
export const THEME_LAYOUTS = ['vertical', 'horizontal', 'mini'] as const;
export const COLOR_PRESETS = [
  'default',
  'cyan',
  'purple',
  'blue',
  'orange',
  'red',
  'MUJI',
] as const;

/** The app's languages (English, French, Arabic); saved with the account's settings. */
export const LANGUAGES = ['en', 'fr', 'ar'] as const;

/** Every settings field and its allowed values; `settingsSchema` is built from this. */
export const SETTING_CHOICES = {
  themeMode: THEME_MODES,
  themeContrast: THEME_CONTRASTS,
  themeDirection: THEME_DIRECTIONS,
  themeLayout: THEME_LAYOUTS,
  themeStretch: [false, true],
  themeColorPresets: COLOR_PRESETS,
} as const;

/** SPEC §1: light, ltr, bold contrast, horizontal layout, MUJI, no stretch. */
/** The stored settings' shape, as `settingsSchema` (settings.ts) checks it. */
type SettingsShape = {
  -readonly [K in keyof typeof SETTING_CHOICES]: (typeof SETTING_CHOICES)[K][number];
};

export const DEFAULT_SETTINGS: SettingsShape = {
  themeMode: 'light',
  themeContrast: 'bold',
  themeDirection: 'ltr',
  themeLayout: 'horizontal',
  themeStretch: false,
  themeColorPresets: 'MUJI',
};
