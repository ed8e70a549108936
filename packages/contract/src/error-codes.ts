// Every stable error code the API answers with. A 4xx body is always
// `{ message, code, issues? }`: `message` is English for API clients and logs, `code` is what the
// web app translates (en/fr/ar) and branches on. A feature adds its codes here, under its name.

export const COMMON_ERROR_CODES = {
  invalidRequest: 'common.invalid_request',
  malformedJson: 'common.malformed_json',
  notFound: 'common.not_found',
  methodNotAllowed: 'common.method_not_allowed',
  payloadTooLarge: 'common.payload_too_large',
  unsupportedMediaType: 'common.unsupported_media_type',
  requestTimeout: 'common.request_timeout',
  rateLimited: 'common.rate_limited',
  unavailable: 'common.unavailable',
  internal: 'common.internal',
} as const;

export const AUTH_ERROR_CODES = {
  unauthorized: 'auth.unauthorized',
  invalidToken: 'auth.invalid_token',
  forbidden: 'auth.forbidden',
  invalidCredentials: 'auth.invalid_credentials',
  emailTaken: 'auth.email_taken',
  tooManyAttempts: 'auth.too_many_attempts',
} as const;

export const BLOG_ERROR_CODES = {
  articleNotFound: 'blog.article_not_found',
  revisionNotFound: 'blog.revision_not_found',
  versionConflict: 'blog.version_conflict',
  slugTaken: 'blog.slug_taken',
  draftsForbidden: 'blog.drafts_forbidden',
} as const;

export const UPLOAD_ERROR_CODES = {
  missingFile: 'uploads.missing_file',
  unsupportedType: 'uploads.unsupported_type',
  tooLarge: 'uploads.too_large',
} as const;

type ValuesOf<T> = T[keyof T];
export type ErrorCode =
  | ValuesOf<typeof COMMON_ERROR_CODES>
  | ValuesOf<typeof AUTH_ERROR_CODES>
  | ValuesOf<typeof BLOG_ERROR_CODES>
  | ValuesOf<typeof UPLOAD_ERROR_CODES>;
