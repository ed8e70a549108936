import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/client';
import { stagingBusy, stagingFull, stagingNotFound, tooLarge } from './errors';
import { createStagingRepository } from './staging-repository';

/** Staged files older than this are deleted at the next inspection (and at start). */
export const STAGING_TTL_MS = 60 * 60 * 1000;

const STAGING_ID = /^[a-f0-9]{32}$/;
/** A staged file's bytes go to the database in pieces of this size (PostgreSQL). */
const CHUNK_BYTES = 1024 * 1024;

/** What the second step needs to know about a staged file besides its bytes. */
export interface StagedMeta {
  source: 'upload' | 'url';
  fileName: string | null;
  sourceUrl: string | null;
  rowCount: number;
  /** Names given at inspect to the fields every row has beyond the header's. */
  extraColumns?: string[];
}

export class TooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`more than ${maxBytes} bytes`);
  }
}

/** Counts the bytes going through and fails past `maxBytes`. */
export function byteLimit(maxBytes: number): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(new TooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
}

export interface StagingOptions {
  db: Db;
  dataDir: string;
  /** Largest file one inspection takes (DATASET_MAX_BYTES). */
  maxBytes: number;
  /** All the files waiting at once; one person may use half (DATASET_STAGING_MAX_BYTES). */
  quotaBytes: number;
  /** PostgreSQL: the bytes also go to the database, so that any instance can import them. */
  shared: boolean;
}

/** A slot for a file to stage: where to write it and how many bytes it may take. */
export interface StagingSlot {
  id: string;
  file: string;
  limit: number;
}

const dirOf = (dataDir: string) => path.join(dataDir, 'dataset-staging');

/**
 * Files waiting between "inspect" and "create" (and a refresh's download), under
 * `<dataDir>/dataset-staging`, named by a random id: `<id>.csv` and its `<id>.json`. Each one
 * inspected has a row in `dataset_staging` (its owner and size: the quotas); on PostgreSQL its
 * bytes too, so that the create may reach another instance (no sticky sessions).
 */
export function createStaging({ db, dataDir, maxBytes, quotaBytes, shared }: StagingOptions) {
  const dir = dirOf(dataDir);
  const fileOf = (id: string) => path.join(dir, `${id}.csv`);
  const metaOf = (id: string) => path.join(dir, `${id}.json`);
  const repo = createStagingRepository(db);

  async function removeLocal(id: string): Promise<void> {
    await Promise.all([rm(fileOf(id), { force: true }), rm(metaOf(id), { force: true })]);
  }

  async function remove(id: string): Promise<void> {
    if (!STAGING_ID.test(id)) return;
    await removeLocal(id);
    await repo.remove(id);
  }

  /** The staged file from the database, written here (it was inspected on another instance). */
  async function fetchShared(id: string): Promise<StagedMeta | null> {
    const meta = await repo.meta(id);
    if (!meta) return null;
    await mkdir(dir, { recursive: true });
    const out = createWriteStream(fileOf(id), { mode: 0o600 });
    await pipeline(repo.chunks(id), out);
    await writeFile(metaOf(id), JSON.stringify(meta), { mode: 0o600 });
    return meta as unknown as StagedMeta;
  }

  return {
    /** A new id and its file's path, for a file of this process alone (a scratch file). */
    async allocate(): Promise<{ id: string; file: string }> {
      await mkdir(dir, { recursive: true });
      const id = randomBytes(16).toString('hex');
      return { id, file: fileOf(id) };
    },

    /**
     * A slot for a file to inspect, its room reserved: at most `maxBytes`, no more than the quotas
     * leave (all the waiting files; half of them for one person) and, when the request says its
     * length, no more than that. None left: a 413.
     */
    async reserve(ownerId: string | null, expectedBytes?: number): Promise<StagingSlot> {
      const since = new Date(Date.now() - STAGING_TTL_MS);
      const used = await repo.usage(ownerId, since);
      const left = Math.min(
        quotaBytes - used.total,
        ownerId ? Math.floor(quotaBytes / 2) - used.own : quotaBytes,
      );
      if (left <= 0) throw stagingFull(quotaBytes);
      await mkdir(dir, { recursive: true });
      const id = randomBytes(16).toString('hex');
      // an upload says its size (the request's length): what it reserves and may write
      const limit = Math.min(maxBytes, left, expectedBytes ?? Number.POSITIVE_INFINITY);
      await repo.reserve(id, ownerId, limit);
      return { id, file: fileOf(id), limit };
    },

    /**
     * Streams `source` into the staged file, at most `limit` bytes: past it the stream is cut,
     * the partial file deleted and a 413 thrown (the file's limit, or the quota's).
     */
    async write(id: string, source: Readable, limit = maxBytes): Promise<void> {
      try {
        await pipeline(source, byteLimit(limit), createWriteStream(fileOf(id), { mode: 0o600 }));
      } catch (error) {
        await remove(id);
        if (error instanceof TooLargeError) {
          throw limit < maxBytes ? stagingFull(quotaBytes) : tooLarge(maxBytes);
          // (a body longer than its stated length never gets here: the parser refuses it)
        }
        throw error;
      }
    },

    /** Records what the inspection found (and on PostgreSQL the bytes, for the other instances). */
    async saveMeta(id: string, meta: StagedMeta): Promise<void> {
      await writeFile(metaOf(id), JSON.stringify(meta), { mode: 0o600 });
      const { size } = await stat(fileOf(id));
      await repo.inspected(id, size, { ...meta });
      if (shared)
        await repo.saveChunks(id, createReadStream(fileOf(id), { highWaterMark: CHUNK_BYTES }));
    },

    /** The staged file and what was recorded with it; 404 for an unknown or expired id. */
    async open(id: string): Promise<{ file: string; meta: StagedMeta }> {
      if (!STAGING_ID.test(id)) throw stagingNotFound();
      try {
        const meta = JSON.parse(await readFile(metaOf(id), 'utf8')) as StagedMeta;
        await stat(fileOf(id));
        return { file: fileOf(id), meta };
      } catch {
        const meta = shared ? await fetchShared(id).catch(() => null) : null;
        if (!meta) throw stagingNotFound();
        return { file: fileOf(id), meta };
      }
    },

    /**
     * Claims a staged file for one import: a second create of it while the first runs is a 409
     * (`datasets.staging_busy`). `release` gives it back after a failure.
     */
    async claim(id: string): Promise<void> {
      if (!STAGING_ID.test(id)) throw stagingNotFound();
      if (!(await repo.claim(id, new Date(Date.now() - STAGING_TTL_MS)))) {
        if (await repo.meta(id)) throw stagingBusy();
        // no row: an unknown id, or a file staged before rows were kept (open() decides)
      }
    },

    release: (id: string) => repo.release(id),

    remove,

    /** Deletes what was staged more than STAGING_TTL_MS ago, here and in the database. */
    async sweep(now = Date.now()): Promise<void> {
      await sweepDir(dir, now);
      await repo.removeOlderThan(new Date(now - STAGING_TTL_MS));
    },
  };
}

/** Deletes the files older than STAGING_TTL_MS. */
async function sweepDir(dir: string, now: number): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (info && now - info.mtimeMs > STAGING_TTL_MS) await rm(file, { force: true });
    }),
  );
}

/**
 * At start, before the database opens (a staging folder that filled the disk must not stop
 * PGlite from starting): the expired files go, and every scratch file a stopped process left
 * (a converted file, a refresh's download: those without a `.json`).
 */
export async function cleanStagingAtStart(dataDir: string, now = Date.now()): Promise<void> {
  const dir = dirOf(dataDir);
  await sweepDir(dir, now);
  const names = await readdir(dir).catch(() => [] as string[]);
  const inspected = new Set(names.filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -5)));
  await Promise.all(
    names
      .filter((n) => n.endsWith('.csv') && !inspected.has(n.slice(0, -4)))
      .map((n) => rm(path.join(dir, n), { force: true })),
  );
}

export type Staging = ReturnType<typeof createStaging>;
