import { API, UPLOAD_LIMITS, uploadResponseSchema } from '@keeling/contract';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export const ACCEPTED_PHOTO_TYPES = UPLOAD_LIMITS.types.join(',');

/** POST /api/account/photo (multipart, one image, any signed-in user): its public URL. */
export async function uploadPhoto(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await uploadWithProgress(API.account.photo, form, uploadResponseSchema, {
    onProgress,
    signal,
  });
  return url;
}
