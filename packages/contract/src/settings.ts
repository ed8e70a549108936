import { z } from 'zod/mini';
import { SETTING_CHOICES } from './settings-constants';

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

/** GET answer: the user's saved settings, or null when the user never saved any. */
export const accountSettingsResponseSchema = z.object({ settings: z.nullable(settingsSchema) });
export type AccountSettingsResponse = z.infer<typeof accountSettingsResponseSchema>;

export const accountSettingsBodySchema = z.object({ settings: settingsSchema });
export type AccountSettingsBody = z.infer<typeof accountSettingsBodySchema>;
