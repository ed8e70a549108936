import { API, UPLOAD_LIMITS, uploadResponseSchema } from '@keeling/contract';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export const ACCEPTED_ATTACHMENT_TYPES = UPLOAD_LIMITS.types.join(',');

/** POST /api/chat/attachments (multipart, one image, any signed-in user): its public URL. */
export async function uploadAttachment(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await uploadWithProgress(API.chat.attachments, form, uploadResponseSchema);
  return url;
}
