export interface ImageType {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type from the file's first bytes (its magic number), whatever its name or declared
 * type. Only raster formats browsers render: SVG (a document that can carry script) is refused.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', mime: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { ext: 'gif', mime: 'image/gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { ext: 'webp', mime: 'image/webp' };
  return null;
}

export const MIME_BY_EXT: Record<ImageType['ext'], ImageType['mime']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
