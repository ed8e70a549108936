import type { Co2SourceRole } from '@keeling/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { co2Sources } from '../../db/schema';

/** Which data set each part of the CO2 page reads (`co2_sources`). */
export function createCo2SourcesRepository(db: Db) {
  return {
    async all(): Promise<Partial<Record<Co2SourceRole, string>>> {
      const rows = await db.select().from(co2Sources);
      return Object.fromEntries(rows.flatMap((r) => (r.datasetId ? [[r.role, r.datasetId]] : [])));
    },

    async set(role: Co2SourceRole, datasetId: string | null): Promise<void> {
      await db
        .insert(co2Sources)
        .values({ role, datasetId })
        .onConflictDoUpdate({
          target: co2Sources.role,
          set: { datasetId, updatedAt: sql`now()` },
        });
    },
  };
}
