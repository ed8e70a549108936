import { deflateSync } from 'node:zlib';
import type { Locator } from 'playwright-core';
import { demoToken } from './blog';

/** The blog API as the demo admin, from the test (another "tab" or another editor). */
export async function demoApi(baseURL: string) {
  const token = await demoToken(baseURL);
  const call = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${baseURL}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  return {
    token,
    get: (path: string) => call(path),
    post: (path: string, body: unknown) =>
      call(path, { method: 'POST', body: JSON.stringify(body) }),
    put: (path: string, body: unknown) => call(path, { method: 'PUT', body: JSON.stringify(body) }),
    /** Titles of every article with this status (the editor's read: no views counted). */
    titles: async (status: 'draft' | 'published') =>
      (
        (await call(`/api/blog/articles?status=${status}&size=100`)).items as { title: string }[]
      ).map((item) => item.title),
  };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (8-bit RGB, a diagonal gradient), so the browser decodes it. */
export function pngImage(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([
      0,
      ...Array.from({ length: width }, (_, x) => [
        Math.floor((x * 255) / width),
        Math.floor((y * 255) / height),
        160,
      ]).flat(),
    ]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The decoded width of an <img> (0 while loading or when the file is broken). */
export const naturalWidth = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).naturalWidth);
