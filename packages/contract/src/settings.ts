import { z } from 'zod/mini';
import { LANGUAGES, SETTING_CHOICES } from './settings-constants';

export * from './settings-constants';

/** The settings drawer's options (SPEC §1, §2, §9). Saved in localStorage 'settings' and per user. */
export const settingsSchema = z.object({
  themeMode: z.enum(SETTING_CHOICES.themeMode),
  themeContrast: z.enum(SETTING_CHOICES.themeContrast),
  themeDirection: z.enum(SETTING_CHOICES.themeDirection),
  themeLayout: z.enum(SETTING_CHOICES.themeLayout),
  themeStretch: z.boolean(),
  themeColorPresets: z.enum(SETTING_CHOICES.themeColorPresets),
});
export type Settings = z.infer<typeof settingsSchema>;

export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/**
 * GET answer: the user's saved settings (null when the user never saved any) and the language
 * they were chosen in (null when never saved), so that the direction and the language shown
 * travel together to another browser.
 */
export const accountSettingsResponseSchema = z.object({
  settings: z.nullable(settingsSchema),
  language: z.nullable(languageSchema),
});
export type AccountSettingsResponse = z.infer<typeof accountSettingsResponseSchema>;

/** PUT body: the settings, and the language shown (left as saved when omitted). */
export const accountSettingsBodySchema = z.object({
  settings: settingsSchema,
  language: z.optional(languageSchema),
});
export type AccountSettingsBody = z.infer<typeof accountSettingsBodySchema>;
