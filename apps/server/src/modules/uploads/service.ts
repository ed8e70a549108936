import { randomBytes } from 'node:crypto';
import { API, UPLOAD_LIMITS } from '@keeling/contract';
import { tooLarge, tooManyPixels, unsupportedType } from './errors';
import { imageDimensions } from './image-size';
import { detectImageType, type ImageType, MIME_BY_EXT } from './image-type';
import { type UploadStoreOptions, uploadStoreFor } from './stores';
import type { StoredFile, UploadStore } from './upload-store';

export { readUploadedFile } from './read-image';

/** Names this module creates: 32 random hex digits and the type's extension. Nothing else is served. */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

/** Largest width × height an image header may declare: a browser allocates it to decode. */
export const MAX_PIXELS = 50_000_000;

/**
 * `s3` set: the images live in that bucket; else on a PostgreSQL server they are stored in it
 * (`uploaded_files`), else on disk.
 */
export interface UploadsServiceDeps extends UploadStoreOptions {
  /** Where to keep them instead (tests). */
  store?: UploadStore;
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

/** Checked images under random names, served as /uploads/<name>. */
export function createUploadsService({ store, ...options }: UploadsServiceDeps) {
  store ??= uploadStoreFor(options);
  return {
    /** Where the images are kept. */
    storage: store.kind,

    /** Checks the bytes, stores them under a new random name and answers the public URL. */
    async saveImage(bytes: Uint8Array): Promise<{ url: string; name: string }> {
      const type = checkImage(bytes);
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await store.put(name, type.mime, bytes);
      return { url: `${API.uploadedFiles}/${name}`, name };
    },

    /** The stored file for a name, or null for any name this module did not create. */
    async find(name: string): Promise<StoredFile | null> {
      const match = UPLOAD_NAME.exec(name);
      if (!match) return null;
      return store.get(name, MIME_BY_EXT[match[1] as ImageType['ext']]);
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
