import { z } from 'zod';

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

/** The settings drawer's options (SPEC §1, §2, §9). Saved in localStorage 'settings' and per user. */
export const settingsSchema = z.object({
  themeMode: z.enum(THEME_MODES),
  themeContrast: z.enum(THEME_CONTRASTS),
  themeDirection: z.enum(THEME_DIRECTIONS),
  themeLayout: z.enum(THEME_LAYOUTS),
  themeStretch: z.boolean(),
  themeColorPresets: z.enum(COLOR_PRESETS),
});
export type Settings = z.infer<typeof settingsSchema>;

/** SPEC §1: light, ltr, bold contrast, horizontal layout, MUJI, no stretch. */
export const DEFAULT_SETTINGS: Settings = {
  themeMode: 'light',
  themeContrast: 'bold',
  themeDirection: 'ltr',
  themeLayout: 'horizontal',
  themeStretch: false,
  themeColorPresets: 'MUJI',
};

/** GET answer: the user's saved settings, or null when the user never saved any. */
export const accountSettingsResponseSchema = z.object({ settings: settingsSchema.nullable() });
export type AccountSettingsResponse = z.infer<typeof accountSettingsResponseSchema>;

export const accountSettingsBodySchema = z.object({ settings: settingsSchema });
export type AccountSettingsBody = z.infer<typeof accountSettingsBodySchema>;
