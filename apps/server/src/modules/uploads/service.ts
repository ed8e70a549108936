import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API, UPLOAD_LIMITS } from '@keeling/contract';
import { storageUnavailable, tooLarge, tooManyPixels, unsupportedType } from './errors';
import { imageDimensions } from './image-size';
import { detectImageType, type ImageType, MIME_BY_EXT } from './image-type';

/** Names this module creates: 32 random hex digits and the type's extension. Nothing else is served. */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

/** Largest width × height an image header may declare: a browser allocates it to decode. */
export const MAX_PIXELS = 50_000_000;

/** File-system failures of the storage itself (full, read-only, gone): 503, not the client's. */
const STORAGE_ERRORS = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'ENOTDIR', 'EIO']);

export interface StoredFile {
  path: string;
  mime: ImageType['mime'];
  size: number;
}

export interface UploadsServiceDeps {
  uploadDir: string;
}

/** Refuses anything but a raster image of a readable, bounded size. */
function checkImage(bytes: Uint8Array): ImageType {
  if (bytes.length > UPLOAD_LIMITS.maxBytes) throw tooLarge();
  const type = detectImageType(bytes);
  const size = type && imageDimensions(bytes, type);
  if (!type || !size) throw unsupportedType();
  if (size.width * size.height > MAX_PIXELS) throw tooManyPixels();
  return type;
}

/** Images on local disk under `uploadDir`, named at random, served as /uploads/<name>. */
export function createUploadsService({ uploadDir }: UploadsServiceDeps) {
  /**
   * Written under a temporary name (never served: it does not match UPLOAD_NAME) and renamed
   * once complete, so a full disk or a crash leaves no truncated image; the partial file goes.
   */
  async function store(name: string, bytes: Uint8Array): Promise<void> {
    const partial = path.join(uploadDir, `.${name}.${randomBytes(4).toString('hex')}.part`);
    try {
      await mkdir(uploadDir, { recursive: true });
      await writeFile(partial, bytes, { flag: 'wx', mode: 0o644 });
      await rename(partial, path.join(uploadDir, name));
    } catch (error) {
      await unlink(partial).catch(() => {});
      const code = (error as NodeJS.ErrnoException).code;
      throw code && STORAGE_ERRORS.has(code) ? storageUnavailable() : error;
    }
  }

  return {
    /** Checks the bytes, stores them under a new random name and answers the public URL. */
    async saveImage(bytes: Uint8Array): Promise<{ url: string; name: string }> {
      const type = checkImage(bytes);
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await store(name, bytes);
      return { url: `${API.uploadedFiles}/${name}`, name };
    },

    /** The stored file for a name, or null for any name this module did not create. */
    async find(name: string): Promise<StoredFile | null> {
      const match = UPLOAD_NAME.exec(name);
      if (!match) return null;
      const file = path.join(uploadDir, name);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { path: file, mime: MIME_BY_EXT[match[1] as ImageType['ext']], size: info.size };
      } catch {
        return null;
      }
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
