import { randomBytes } from 'node:crypto';
import { API, UPLOAD_FILE_TYPES, UPLOAD_LIMITS, type UploadFileExt } from '@keeling/contract';
import { tooLarge, tooManyPixels, unsupportedFileType, unsupportedType } from './errors';
import { detectFileType } from './file-type';
import { imageDimensions } from './image-size';
import { detectImageType, type ImageType, MIME_BY_EXT } from './image-type';
import { type UploadStoreOptions, uploadStoreFor } from './stores';
import type { StoredFile, UploadStore } from './upload-store';

export { readNamedUpload, readUploadedFile } from './read-image';

const IMAGE_EXTS = ['png', 'jpg', 'gif', 'webp'] as const;

/** Names this module creates: 32 random hex digits and the type's extension. Nothing else is served. */
export const UPLOAD_NAME = new RegExp(
  `^[a-f0-9]{32}\\.(${[...IMAGE_EXTS, ...Object.keys(UPLOAD_FILE_TYPES)].join('|')})$`,
);

/** Whether a stored name is an image's (shown inline) rather than another file's (downloaded). */
export const isImageName = (name: string) =>
  (IMAGE_EXTS as readonly string[]).includes(name.slice(name.lastIndexOf('.') + 1));

const mimeOf = (ext: string): string =>
  ext in MIME_BY_EXT
    ? MIME_BY_EXT[ext as ImageType['ext']]
    : UPLOAD_FILE_TYPES[ext as UploadFileExt];

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
  const kept = store ?? uploadStoreFor(options);
  async function saveImage(bytes: Uint8Array): Promise<{ url: string; name: string }> {
    const type = checkImage(bytes);
    const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
    await kept.put(name, type.mime, bytes);
    return { url: `${API.uploadedFiles}/${name}`, name };
  }
  return {
    /** Where the images are kept. */
    storage: kept.kind,

    /** Checks the bytes, stores them under a new random name and answers the public URL. */
    saveImage,

    /**
     * An image (checked as `saveImage` does), or a file of UPLOAD_FILE_TYPES whose content fits
     * its name's extension (chat attachments); 415 for anything else.
     */
    async saveFile(bytes: Uint8Array, fileName: string): Promise<{ url: string; name: string }> {
      if (bytes.length > UPLOAD_LIMITS.maxBytes) throw tooLarge();
      if (detectImageType(bytes)) return saveImage(bytes);
      const type = detectFileType(bytes, fileName);
      if (!type) throw unsupportedFileType();
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await kept.put(name, type.mime, bytes);
      return { url: `${API.uploadedFiles}/${name}`, name };
    },

    /** The stored file for a name, or null for any name this module did not create. */
    async find(name: string): Promise<StoredFile | null> {
      const match = UPLOAD_NAME.exec(name);
      if (!match) return null;
      return kept.get(name, mimeOf(match[1] ?? ''));
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
