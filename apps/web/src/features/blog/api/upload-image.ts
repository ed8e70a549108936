import { API, UPLOAD_LIMITS } from '@keeling/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { postForm } from '../../../lib/http';
import { blogSchemas } from './schemas';

export const ACCEPTED_IMAGE_TYPES = UPLOAD_LIMITS.types.join(',');

/** POST /api/uploads (multipart, one file): the public `/uploads/<name>` URL. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const schema = blogSchemas().then((module) => module.uploadResponseSchema);
  const { url } = await postForm(API.uploads, form, schema);
  return url;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
