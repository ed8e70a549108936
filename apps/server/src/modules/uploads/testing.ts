import { readdirSync } from 'node:fs';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import type { UploadStore } from './upload-store';

/** Test helpers: multipart bodies, image headers that declare any size, what is stored. */

/** A multipart/form-data body with one file part `file`. */
export function multipart(filename: string, type: string, content: Buffer) {
  const boundary = `----keeling${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    `Content-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const padded = (head: Buffer, size: number) =>
  head.length >= size ? head : Buffer.concat([head, Buffer.alloc(size - head.length)]);

/** A PNG signature and IHDR chunk declaring `width` × `height`, padded to `size` bytes. */
export function pngOf(width: number, height: number, size = 64): Buffer {
  const head = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head, 0);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'latin1');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  head.writeUInt8(8, 24);
  head.writeUInt8(2, 25);
  return padded(head, size);
}

/** A JPEG with an APP0 segment, then a baseline start-of-frame declaring the size. */
export function jpegOf(width: number, height: number): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0,
  ]);
  const sof = Buffer.alloc(19);
  sof.writeUInt16BE(0xffc0, 0);
  sof.writeUInt16BE(17, 2);
  sof.writeUInt8(8, 4);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  sof.writeUInt8(3, 9);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

export function gifOf(width: number, height: number): Buffer {
  const head = Buffer.alloc(32);
  head.write('GIF89a', 0, 'latin1');
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  return head;
}

function riff(chunk: string, body: Buffer): Buffer {
  const head = Buffer.alloc(20);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(12 + body.length, 4);
  head.write('WEBP', 8, 'latin1');
  head.write(chunk, 12, 'latin1');
  head.writeUInt32LE(body.length, 16);
  return padded(Buffer.concat([head, body]), 40);
}

/** WebP lossy (VP8), lossless (VP8L) and extended (VP8X) headers; lossy holds 14 bits a side. */
export function webpOf(width: number, height: number): Buffer[] {
  const lossy = Buffer.alloc(10);
  Buffer.from([0x9d, 0x01, 0x2a]).copy(lossy, 3);
  lossy.writeUInt16LE(width & 0x3fff, 6);
  lossy.writeUInt16LE(height & 0x3fff, 8);
  const lossless = Buffer.alloc(5);
  lossless.writeUInt8(0x2f, 0);
  lossless.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  const extended = Buffer.alloc(10);
  extended.writeUIntLE(width - 1, 4, 3);
  extended.writeUIntLE(height - 1, 7, 3);
  return [riff('VP8 ', lossy), riff('VP8L', lossless), riff('VP8X', extended)];
}

/**
 * How many images the app keeps: files in `uploadDir`, or rows on a PostgreSQL server (a
 * bucket's objects are counted in its fake: s3-fake.testing.ts).
 */
export async function storedCount(
  t: { services: { uploads: { storage: UploadStore['kind'] } }; database: { db: Db } },
  uploadDir: string,
): Promise<number> {
  if (t.services.uploads.storage === 's3') throw new Error('count the fake bucket instead');
  if (t.services.uploads.storage === 'disk') return readdirSync(uploadDir).length;
  const [row] = await t.database.db.select({ n: count() }).from(uploadedFiles);
  return row?.n ?? 0;
}
