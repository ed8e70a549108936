import { and, desc, eq, isNotNull, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type DatasetVersionRow, datasetVersions } from '../../db/schema';

export type NewVersion = Omit<DatasetVersionRow, 'createdAt'>;

/** The records of a data set's versions (`dataset_versions`); their tables are made elsewhere. */
export function createVersionsRepository(db: Db) {
  const one = (datasetId: string, version: number) =>
    and(eq(datasetVersions.datasetId, datasetId), eq(datasetVersions.version, version));

  return {
    async insert(values: NewVersion): Promise<void> {
      await db.insert(datasetVersions).values(values);
    },

    /** Newest first. */
    list: (datasetId: string): Promise<DatasetVersionRow[]> =>
      db
        .select()
        .from(datasetVersions)
        .where(eq(datasetVersions.datasetId, datasetId))
        .orderBy(desc(datasetVersions.version)),

    async find(datasetId: string, version: number): Promise<DatasetVersionRow | null> {
      const [row] = await db.select().from(datasetVersions).where(one(datasetId, version));
      return row ?? null;
    },

    async latest(datasetId: string): Promise<number> {
      const [row] = await db
        .select({ n: max(datasetVersions.version) })
        .from(datasetVersions)
        .where(eq(datasetVersions.datasetId, datasetId));
      return row?.n ?? 0;
    },

    /** Versions other than `current` that still keep their table, newest first. */
    keptBesides: (datasetId: string, current: number) =>
      db
        .select({ version: datasetVersions.version, tableName: datasetVersions.tableName })
        .from(datasetVersions)
        .where(
          and(
            eq(datasetVersions.datasetId, datasetId),
            ne(datasetVersions.version, current),
            isNotNull(datasetVersions.tableName),
          ),
        )
        .orderBy(desc(datasetVersions.version)),

    /** The version read again with other types or markers (fixing after import). */
    async replaceTable(
      datasetId: string,
      version: number,
      values: Pick<DatasetVersionRow, 'tableName' | 'columns' | 'quality'>,
    ): Promise<void> {
      await db.update(datasetVersions).set(values).where(one(datasetId, version));
    },

    /** The version's rows are gone: it stays in the history, no longer restorable. */
    async forgetTable(datasetId: string, version: number): Promise<void> {
      await db.update(datasetVersions).set({ tableName: null }).where(one(datasetId, version));
    },

    /** Every table a data set's versions keep (to drop them with it). */
    async tables(datasetId: string): Promise<string[]> {
      const rows = await db
        .select({ tableName: datasetVersions.tableName })
        .from(datasetVersions)
        .where(and(eq(datasetVersions.datasetId, datasetId), isNotNull(datasetVersions.tableName)));
      return rows.flatMap((r) => (r.tableName ? [r.tableName] : []));
    },
  };
}

export type VersionsRepository = ReturnType<typeof createVersionsRepository>;
