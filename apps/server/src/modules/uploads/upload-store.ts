import type { Readable } from 'node:stream';

export interface StoredFile {
  mime: string;
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
  put(name: string, mime: string, bytes: Uint8Array): Promise<void>;
  get(name: string, mime: string): Promise<StoredFile | null>;
}
