import { type Settings, settingsSchema } from '@keeling/contract';
import type { Db } from '../../db/client';
import { createSettingsRepository } from './settings-repository';

export interface AccountService {
  /** The user's saved settings; null when none were saved or the stored shape is outdated. */
  getSettings(userId: string): Promise<Settings | null>;
  saveSettings(userId: string, settings: Settings): Promise<Settings>;
}

export interface AccountServiceDeps {
  db: Db;
}

export function createAccountService({ db }: AccountServiceDeps): AccountService {
  const repository = createSettingsRepository(db);
  return {
    async getSettings(userId) {
      const stored = await repository.find(userId);
      if (stored === undefined) return null;
      const parsed = settingsSchema.safeParse(stored);
      return parsed.success ? parsed.data : null;
    },

    async saveSettings(userId, settings) {
      const clean = settingsSchema.parse(settings);
      await repository.upsert(userId, clean);
      return clean;
    },
  };
}
