import { API, UPLOAD_LIMITS, uploadResponseSchema } from '@keeling/contract';
import { useMutation } from '@tanstack/react-query';
import { type UploadOptions, uploadWithProgress } from './upload-with-progress';

export const ACCEPTED_IMAGE_TYPES = UPLOAD_LIMITS.types.join(',');

/**
 * POST /api/uploads (multipart, one file): the public `/uploads/<name>` URL. `onProgress` hears
 * the share of the file sent (XMLHttpRequest's upload events), for a progress bar.
 */
export async function uploadImage(file: File, options?: UploadOptions): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await uploadWithProgress(API.uploads, form, uploadResponseSchema, options);
  return url;
}

export function useUploadImage() {
  return useMutation({ mutationFn: (file: File) => uploadImage(file) });
}
