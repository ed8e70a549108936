import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stagingNotFound, tooLarge } from './errors';

/** Staged files older than this are deleted at the next inspection. */
export const STAGING_TTL_MS = 60 * 60 * 1000;

const STAGING_ID = /^[a-f0-9]{32}$/;

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

/**
 * Files waiting between "inspect" and "create" (or a refresh's download), under
 * `<dataDir>/dataset-staging`, named by a random id: `<id>.csv` and its `<id>.json`.
 */
export function createStaging(dataDir: string) {
  const dir = path.join(dataDir, 'dataset-staging');
  const fileOf = (id: string) => path.join(dir, `${id}.csv`);
  const metaOf = (id: string) => path.join(dir, `${id}.json`);

  async function remove(id: string): Promise<void> {
    if (!STAGING_ID.test(id)) return;
    await Promise.all([rm(fileOf(id), { force: true }), rm(metaOf(id), { force: true })]);
  }

  return {
    /** A new id and its file's path, to write the bytes to. */
    async allocate(): Promise<{ id: string; file: string }> {
      await mkdir(dir, { recursive: true });
      const id = randomBytes(16).toString('hex');
      return { id, file: fileOf(id) };
    },

    /**
     * Streams `source` into the staged file, at most `maxBytes`: past it the stream is cut, the
     * partial file deleted and a 413 thrown.
     */
    async write(id: string, source: Readable, maxBytes: number): Promise<void> {
      try {
        await pipeline(source, byteLimit(maxBytes), createWriteStream(fileOf(id), { mode: 0o600 }));
      } catch (error) {
        await remove(id);
        if (error instanceof TooLargeError) throw tooLarge(maxBytes);
        throw error;
      }
    },

    async saveMeta(id: string, meta: StagedMeta): Promise<void> {
      await writeFile(metaOf(id), JSON.stringify(meta), { mode: 0o600 });
    },

    /** The staged file and what was recorded with it; 404 for an unknown or expired id. */
    async open(id: string): Promise<{ file: string; meta: StagedMeta }> {
      if (!STAGING_ID.test(id)) throw stagingNotFound();
      try {
        const meta = JSON.parse(await readFile(metaOf(id), 'utf8')) as StagedMeta;
        await stat(fileOf(id));
        return { file: fileOf(id), meta };
      } catch {
        throw stagingNotFound();
      }
    },

    remove,

    /** Deletes what was staged more than STAGING_TTL_MS ago. */
    async sweep(now = Date.now()): Promise<void> {
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
    },
  };
}

export type Staging = ReturnType<typeof createStaging>;
