import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readPieces } from '../../db/pieces';
import { datasetVersionSources } from '../../db/schema';

/** The gzipped file is stored in pieces of this size (one row each, one in memory at a time). */
const PIECE_BYTES = 1024 * 1024;

/** Cuts a stream into pieces of PIECE_BYTES (the last one shorter). */
async function* pieces(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    held.push(chunk);
    size += chunk.length;
    if (size >= PIECE_BYTES) {
      const all = Buffer.concat(held);
      for (let at = 0; at + PIECE_BYTES <= all.length; at += PIECE_BYTES) {
        yield all.subarray(at, at + PIECE_BYTES);
      }
      const rest = all.subarray(all.length - (all.length % PIECE_BYTES));
      held = rest.length > 0 ? [rest] : [];
      size = rest.length;
    }
  }
  if (size > 0) yield Buffer.concat(held);
}

/**
 * A file gzipped in pieces, in memory (about a fifth of the file), off the event loop (zlib runs
 * on libuv's threads): started with the import, so it costs nothing beside the conversion.
 */
export async function compressSource(file: string): Promise<Buffer[]> {
  const gzip = createGzip({ level: 1 });
  const input = pipeline(createReadStream(file), gzip);
  const out: Buffer[] = [];
  for await (const piece of pieces(gzip)) out.push(piece);
  await input;
  return out;
}

/**
 * A version's original file (`dataset_version_sources`): kept, gzipped, with the version's
 * table, so that its columns can be read again (fixing after import) and its rejected rows
 * listed. Written in the transaction that records the version.
 */
export function createVersionSources(db: Db) {
  const of = (datasetId: string, version: number) =>
    and(eq(datasetVersionSources.datasetId, datasetId), eq(datasetVersionSources.version, version));

  return {
    /** Stores a file gzipped by `compressSource` as the version's original file. */
    async save(datasetId: string, version: number, gzipped: Promise<Buffer[]>): Promise<void> {
      let seq = 0;
      for (const data of await gzipped) {
        await db.insert(datasetVersionSources).values({ datasetId, version, seq: seq++, data });
      }
    },

    /** Writes the version's file to `target`; false when it was not kept. */
    async restore(datasetId: string, version: number, target: string): Promise<boolean> {
      if (!(await this.has(datasetId, version))) return false;
      const pieces = readPieces(async (seq) => {
        const [row] = await db
          .select({ data: datasetVersionSources.data })
          .from(datasetVersionSources)
          .where(and(of(datasetId, version), eq(datasetVersionSources.seq, seq)));
        return row?.data;
      });
      await pipeline(pieces, createGunzip(), createWriteStream(target, { mode: 0o600 }));
      return true;
    },

    async has(datasetId: string, version: number): Promise<boolean> {
      const [row] = await db
        .select({ seq: datasetVersionSources.seq })
        .from(datasetVersionSources)
        .where(and(of(datasetId, version), eq(datasetVersionSources.seq, 0)));
      return !!row;
    },

    /** The versions of a data set whose file is kept. */
    async versions(datasetId: string): Promise<Set<number>> {
      const rows = await db
        .selectDistinct({ version: datasetVersionSources.version })
        .from(datasetVersionSources)
        .where(eq(datasetVersionSources.datasetId, datasetId));
      return new Set(rows.map((r) => r.version));
    },

    async remove(datasetId: string, versions: number[]): Promise<void> {
      if (versions.length === 0) return;
      await db
        .delete(datasetVersionSources)
        .where(
          and(
            eq(datasetVersionSources.datasetId, datasetId),
            inArray(datasetVersionSources.version, versions),
          ),
        );
    },
  };
}
