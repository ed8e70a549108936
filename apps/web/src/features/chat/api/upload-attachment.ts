import {
  API,
  type ChatAttachment,
  UPLOAD_FILE_TYPES,
  UPLOAD_LIMITS,
  uploadResponseSchema,
} from '@keeling/contract';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** The server names an image's upload by its type (`.png`…): anything else is a file. */
const IMAGE_NAME = /\.(png|jpg|gif|webp)$/;

/** What the file picker offers: the images shown inline and the other files kept as links. */
export const ACCEPTED_ATTACHMENT_TYPES = [
  ...UPLOAD_LIMITS.types,
  ...Object.keys(UPLOAD_FILE_TYPES).map((ext) => `.${ext}`),
].join(',');

/**
 * POST /api/chat/attachments (multipart, one file, any signed-in user): the attachment to send,
 * named as the sender's file.
 */
export async function uploadAttachment(file: File): Promise<ChatAttachment> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await uploadWithProgress(API.chat.attachments, form, uploadResponseSchema);
  return { url, name: file.name, kind: IMAGE_NAME.test(url) ? 'image' : 'file' };
}
