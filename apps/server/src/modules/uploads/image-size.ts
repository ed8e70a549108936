import type { ImageType } from './image-type';

export interface Dimensions {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) + (b[i + 2] ?? 0) * 65536;
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const text = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

/** Start-of-frame markers (they carry the size); not DHT (C4), JPG (C8) or DAC (CC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function png(b: Uint8Array): Dimensions | null {
  if (b.length < 24 || text(b, 12, 4) !== 'IHDR') return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function gif(b: Uint8Array): Dimensions | null {
  return b.length < 10 ? null : { width: u16le(b, 6), height: u16le(b, 8) };
}

function jpeg(b: Uint8Array): Dimensions | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i++; // fill byte
    } else if (SOF.has(marker)) {
      return { width: u16be(b, i + 7), height: u16be(b, i + 5) };
    } else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      i += 2; // markers without a length
    } else {
      i += 2 + u16be(b, i + 2);
    }
  }
  return null;
}

function webp(b: Uint8Array): Dimensions | null {
  if (b.length < 30) return null;
  const chunk = text(b, 12, 4);
  if (chunk === 'VP8X') return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  if (chunk === 'VP8 ') {
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const [b1 = 0, b2 = 0, b3 = 0, b4 = 0] = b.subarray(21, 25);
    return {
      width: 1 + (b1 | ((b2 & 0x3f) << 8)),
      height: 1 + ((b2 >> 6) | (b3 << 2) | ((b4 & 0x0f) << 10)),
    };
  }
  return null;
}

/**
 * The width and height an image's header declares (what a browser will allocate to decode it),
 * or null when the header cannot be read. Nothing is decoded.
 */
export function imageDimensions(bytes: Uint8Array, type: ImageType): Dimensions | null {
  const read = { png, gif, jpg: jpeg, webp }[type.ext];
  const size = read(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
