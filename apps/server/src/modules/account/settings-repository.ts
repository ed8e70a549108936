import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userSettings } from '../../db/schema';

/** Queries on user_settings: one row per user holding the settings drawer's choices. */
export function createSettingsRepository(db: Db) {
  return {
    async find(userId: string): Promise<unknown | undefined> {
      const [row] = await db
        .select({ settings: userSettings.settings })
        .from(userSettings)
        .where(eq(userSettings.userId, userId))
        .limit(1);
      return row?.settings;
    },

    async upsert(userId: string, settings: unknown): Promise<void> {
      const updatedAt = new Date();
      await db
        .insert(userSettings)
        .values({ userId, settings, updatedAt })
        .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt } });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
