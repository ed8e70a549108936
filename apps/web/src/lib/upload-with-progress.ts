import type { z } from 'zod/mini';
import {
  FALLBACK_MESSAGE,
  getAuthToken,
  HttpError,
  type ResponseSchema,
  toHttpError,
} from './http';

export interface UploadOptions {
  /** Called with the share of the body sent, from 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

function readBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Multipart POST through XMLHttpRequest, whose upload events tell how much of the body has been
 * sent (fetch does not): the progress bar of a file upload. Same answers and errors as
 * lib/http's helpers: the parsed answer, or an HttpError with the server's message.
 */
export function uploadWithProgress<S extends ResponseSchema>(
  path: string,
  form: FormData,
  schema: S,
  { onProgress, signal }: UploadOptions = {},
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = readBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) return reject(toHttpError(xhr.status, body));
      const result = schema.safeParse(body);
      if (!result.success) return reject(new HttpError(FALLBACK_MESSAGE, xhr.status));
      onProgress?.(1);
      resolve(result.data);
    };
    xhr.onerror = () => reject(new HttpError(FALLBACK_MESSAGE, 0));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
