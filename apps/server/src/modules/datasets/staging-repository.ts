import type { Readable } from 'node:stream';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readPieces } from '../../db/pieces';
import { datasetStaging, datasetStagingChunks } from '../../db/schema';

/** The rows of staged files (`dataset_staging`) and, on PostgreSQL, their bytes. */
export function createStagingRepository(db: Db) {
  return {
    /** Bytes staged since `since`: by everyone, and by `ownerId`. */
    async usage(ownerId: string | null, since: Date): Promise<{ total: number; own: number }> {
      const [row] = await db
        .select({
          total: sql<number>`coalesce(sum(${datasetStaging.bytes}), 0)::float8`,
          own: sql<number>`coalesce(sum(${datasetStaging.bytes}) filter (where ${datasetStaging.ownerId} = ${ownerId}), 0)::float8`,
        })
        .from(datasetStaging)
        .where(gt(datasetStaging.createdAt, since));
      return { total: Number(row?.total ?? 0), own: Number(row?.own ?? 0) };
    },

    async reserve(id: string, ownerId: string | null, bytes: number): Promise<void> {
      await db.insert(datasetStaging).values({ id, ownerId, bytes });
    },

    async inspected(id: string, bytes: number, meta: Record<string, unknown>): Promise<void> {
      await db.update(datasetStaging).set({ bytes, meta }).where(eq(datasetStaging.id, id));
    },

    /** Writes a file's bytes as numbered pieces (one row each, one at a time in memory). */
    async saveChunks(id: string, source: AsyncIterable<Buffer>): Promise<void> {
      let seq = 0;
      for await (const data of source) {
        await db.insert(datasetStagingChunks).values({ stagingId: id, seq: seq++, data });
      }
    },

    async meta(id: string): Promise<Record<string, unknown> | null> {
      const [row] = await db
        .select({ meta: datasetStaging.meta })
        .from(datasetStaging)
        .where(eq(datasetStaging.id, id));
      return row?.meta ?? null;
    },

    /** A file's bytes in order, read one piece at a time. */
    chunks: (id: string): Readable =>
      readPieces(async (seq) => {
        const [row] = await db
          .select({ data: datasetStagingChunks.data })
          .from(datasetStagingChunks)
          .where(and(eq(datasetStagingChunks.stagingId, id), eq(datasetStagingChunks.seq, seq)));
        return row?.data;
      }),

    /**
     * Marks the file as being imported, unless an import of it is under way (answers false); a
     * claim older than `staleBefore` was left by a crash and is taken over.
     */
    async claim(id: string, staleBefore: Date): Promise<boolean> {
      const rows = await db
        .update(datasetStaging)
        .set({ claimedAt: new Date() })
        .where(
          and(
            eq(datasetStaging.id, id),
            or(isNull(datasetStaging.claimedAt), lt(datasetStaging.claimedAt, staleBefore)),
          ),
        )
        .returning({ id: datasetStaging.id });
      return rows.length > 0;
    },

    /** The import failed: the file may be imported again (with other types, say). */
    async release(id: string): Promise<void> {
      await db.update(datasetStaging).set({ claimedAt: null }).where(eq(datasetStaging.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(datasetStaging).where(eq(datasetStaging.id, id));
    },

    async removeOlderThan(before: Date): Promise<void> {
      await db.delete(datasetStaging).where(lt(datasetStaging.createdAt, before));
    },
  };
}
