import type { Readable } from 'node:stream';
import type { ImageType } from './image-type';

export interface StoredFile {
  mime: ImageType['mime'];
  size: number;
  /** The bytes, to send as the answer's body. */
  body(): Readable | Buffer;
}

/**
 * Where checked images are kept: files on this instance's disk, or rows or objects in a bucket
 * every instance reads.
 */
export interface UploadStore {
  kind: 'disk' | 'database' | 's3';
  put(name: string, mime: ImageType['mime'], bytes: Uint8Array): Promise<void>;
  get(name: string, mime: ImageType['mime']): Promise<StoredFile | null>;
}
