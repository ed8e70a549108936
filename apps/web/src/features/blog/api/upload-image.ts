import { API, UPLOAD_LIMITS, uploadResponseSchema } from '@keeling/contract';
import { useMutation } from '@tanstack/react-query';
import { postForm } from '../../../lib/http';

export const ACCEPTED_IMAGE_TYPES = UPLOAD_LIMITS.types.join(',');

/** POST /api/uploads (multipart, one file): the public `/uploads/<name>` URL. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await postForm(API.uploads, form, uploadResponseSchema);
  return url;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
