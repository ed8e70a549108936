import {
  type AccountSettingsResponse,
  type Language,
  languageSchema,
  type Settings,
  settingsSchema,
} from '@keeling/contract';
import type { Db } from '../../db/client';
import { createSettingsRepository } from './settings-repository';

export interface AccountService {
  /**
   * The user's saved settings (null when none were saved or the stored shape is outdated) and
   * the language they were saved in (null when none was).
   */
  getSettings(userId: string): Promise<AccountSettingsResponse>;
  /** Saves the settings; the language given, else the one saved before. */
  saveSettings(
    userId: string,
    settings: Settings,
    language?: Language,
  ): Promise<AccountSettingsResponse>;
}

export interface AccountServiceDeps {
  db: Db;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored JSON: the settings' fields and, beside them, `language`. */
function read(stored: unknown): AccountSettingsResponse {
  if (stored === undefined) return { settings: null, language: null };
  const settings = settingsSchema.safeParse(stored);
  const language = languageSchema.safeParse(isRecord(stored) ? stored.language : undefined);
  return {
    settings: settings.success ? settings.data : null,
    language: language.success ? language.data : null,
  };
}

export function createAccountService({ db }: AccountServiceDeps): AccountService {
  const repository = createSettingsRepository(db);
  return {
    async getSettings(userId) {
      return read(await repository.find(userId));
    },

    async saveSettings(userId, settings, language) {
      const clean = settingsSchema.parse(settings);
      const kept = language ?? read(await repository.find(userId)).language;
      await repository.upsert(userId, kept ? { ...clean, language: kept } : clean);
      return { settings: clean, language: kept };
    },
  };
}
