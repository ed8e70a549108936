import { UPLOAD_ERROR_CODES as CODES, COMMON_ERROR_CODES, UPLOAD_LIMITS } from '@keeling/contract';
import { AppError } from '../../lib/app-error';

export const UPLOAD_MESSAGES = {
  fileNotFound: 'No such uploaded file',
  missingFile: 'Send one image file as multipart/form-data',
  unsupportedType: 'Only PNG, JPEG, GIF and WebP images can be uploaded',
  unsupportedFileType:
    'Only images (PNG, JPEG, GIF, WebP), PDF, text (CSV, TXT, JSON), ZIP and office documents (DOCX, XLSX, PPTX, ODT, ODS, ODP) can be attached',
  tooLarge: `Files must be at most ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB`,
  tooManyPixels: 'Images must be at most 50 megapixels',
  malformed: 'Malformed multipart body',
  storageUnavailable: 'The upload storage is unavailable, please try again later',
} as const;

export const missingFile = () => new AppError(400, CODES.missingFile, UPLOAD_MESSAGES.missingFile);

export const unsupportedType = () =>
  new AppError(415, CODES.unsupportedType, UPLOAD_MESSAGES.unsupportedType);

export const unsupportedFileType = () =>
  new AppError(415, CODES.unsupportedType, UPLOAD_MESSAGES.unsupportedFileType);

export const tooLarge = () => new AppError(413, CODES.tooLarge, UPLOAD_MESSAGES.tooLarge);

/** A header that declares more pixels than MAX_PIXELS (a decompression bomb). */
export const tooManyPixels = () =>
  new AppError(413, CODES.tooManyPixels, UPLOAD_MESSAGES.tooManyPixels);

/** The upload directory is full, read-only or gone: nothing was kept. */
export const storageUnavailable = () =>
  new AppError(
    503,
    COMMON_ERROR_CODES.unavailable,
    UPLOAD_MESSAGES.storageUnavailable,
    {},
    {
      'retry-after': '30',
    },
  );

export const fileNotFound = () =>
  new AppError(404, COMMON_ERROR_CODES.notFound, UPLOAD_MESSAGES.fileNotFound);
