import { UPLOAD_FILE_TYPES, type UploadFileExt } from '@keeling/contract';

const ZIP_EXTS = new Set<UploadFileExt>(['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp']);
const TEXT_EXTS = new Set<UploadFileExt>(['csv', 'txt', 'json']);

const isExt = (ext: string): ext is UploadFileExt => Object.hasOwn(UPLOAD_FILE_TYPES, ext);

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4 (office documents are ZIP archives)

/** Text a browser may only download: valid UTF-8 with no NUL byte (a binary file is refused). */
function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The kept type of a file that is not an image, from its name's extension checked against its
 * content: a PDF's header, a ZIP's for office documents, UTF-8 text for text. Null for anything
 * else (an executable, an HTML page, a file whose content contradicts its name).
 */
export function detectFileType(
  bytes: Uint8Array,
  fileName: string,
): { ext: UploadFileExt; mime: string } | null {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (!isExt(ext) || bytes.length === 0) return null;
  const fits =
    ext === 'pdf'
      ? startsWith(bytes, PDF)
      : ZIP_EXTS.has(ext)
        ? startsWith(bytes, ZIP)
        : TEXT_EXTS.has(ext) && isText(bytes);
  return fits ? { ext, mime: UPLOAD_FILE_TYPES[ext] } : null;
}
