import { randomBytes } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API, UPLOAD_LIMITS } from '@keeling/contract';
import { tooLarge, unsupportedType } from './errors';
import { detectImageType, type ImageType, MIME_BY_EXT } from './image-type';

/** Names this module creates: 32 random hex digits and the type's extension. Nothing else is served. */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

export interface StoredFile {
  path: string;
  mime: ImageType['mime'];
  size: number;
}

export interface UploadsServiceDeps {
  uploadDir: string;
}

/** Images on local disk under `uploadDir`, named at random, served as /uploads/<name>. */
export function createUploadsService({ uploadDir }: UploadsServiceDeps) {
  return {
    /** Checks the bytes, stores them under a new random name and answers the public URL. */
    async saveImage(bytes: Uint8Array): Promise<{ url: string; name: string }> {
      if (bytes.length > UPLOAD_LIMITS.maxBytes) throw tooLarge();
      const type = detectImageType(bytes);
      if (!type) throw unsupportedType();
      await mkdir(uploadDir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await writeFile(path.join(uploadDir, name), bytes, { flag: 'wx', mode: 0o644 });
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
