import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { S3Config } from '../../config';
import type { Db } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import { storageUnavailable } from './errors';
import { s3Store } from './s3-store';
import type { UploadStore } from './upload-store';

/** File-system failures of the storage itself (full, read-only, gone): 503, not the client's. */
const STORAGE_ERRORS = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'ENOTDIR', 'EIO']);

/**
 * Files under `uploadDir`. Written under a temporary name (never served: it is not a name the
 * service creates) and renamed once complete, so a full disk or a crash leaves no truncated
 * image; the partial file goes.
 */
export function diskStore(uploadDir: string): UploadStore {
  return {
    kind: 'disk',
    async put(name, _mime, bytes) {
      const partial = path.join(uploadDir, `.${name}.${process.pid}.${Date.now()}.part`);
      try {
        await mkdir(uploadDir, { recursive: true });
        await writeFile(partial, bytes, { flag: 'wx', mode: 0o644 });
        await rename(partial, path.join(uploadDir, name));
      } catch (error) {
        await unlink(partial).catch(() => {});
        const code = (error as NodeJS.ErrnoException).code;
        throw code && STORAGE_ERRORS.has(code) ? storageUnavailable() : error;
      }
    },
    async get(name, mime) {
      const file = path.join(uploadDir, name);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { mime, size: info.size, body: () => createReadStream(file) };
      } catch {
        return null;
      }
    },
  };
}

/** Rows of `uploaded_files`: one write commits the whole image or nothing. */
export function databaseStore(db: Db): UploadStore {
  return {
    kind: 'database',
    async put(name, mime, bytes) {
      const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      await db.insert(uploadedFiles).values({ name, mime, size: bytes.length, bytes: data });
    },
    async get(name, mime) {
      const [row] = await db
        .select({ size: uploadedFiles.size, bytes: uploadedFiles.bytes })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.name, name));
      if (!row) return null;
      const bytes = Buffer.from(row.bytes);
      return { mime, size: row.size, body: () => bytes };
    },
  };
}

export interface UploadStoreOptions {
  uploadDir: string;
  db?: Db | undefined;
  s3?: S3Config | undefined;
  /** Where a bucket's failures are reported (they answer 503 without their cause). */
  logError?: ((error: unknown, message: string) => void) | undefined;
}

/**
 * DESIGN §8: a bucket when `S3_BUCKET` is set, whatever the database; else, on a PostgreSQL
 * server, the images live in it (shared by every instance); on PGlite, on disk.
 */
export function uploadStoreFor({ uploadDir, db, s3, logError }: UploadStoreOptions): UploadStore {
  if (s3) return s3Store(s3, logError);
  const client = db && (db as unknown as { $client: unknown }).$client;
  return db && client instanceof pg.Pool ? databaseStore(db) : diskStore(uploadDir);
}
