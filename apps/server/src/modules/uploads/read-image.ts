import type { FastifyRequest } from 'fastify';
import { missingFile, tooLarge } from './errors';

const isFileTooLarge = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * The bytes of the one file of a multipart request (the route's scope registers
 * @fastify/multipart with UPLOAD_LIMITS): 400 without a file, 413 over the size limit.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  return (await readNamedUpload(request)).bytes;
}

/** The same, with the file name the sender gave (chat attachments show it). */
export async function readNamedUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw missingFile();
  const file = await request.file();
  if (!file) throw missingFile();
  try {
    return { bytes: await file.toBuffer(), fileName: file.filename };
  } catch (error) {
    throw isFileTooLarge(error) ? tooLarge() : error;
  }
}
