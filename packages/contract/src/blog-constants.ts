// Zod-free: the web app's blog screens import these through `@keeling/contract/constants`; the
// schemas in `blog.ts` are built from them and load with the requests that need them.

export const ARTICLE_STATUSES = ['published', 'draft'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_SORTS = ['latest', 'oldest', 'popular'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

export const BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;

export const BLOG_LIMITS = {
  pageSizeMax: 100,
  pageSizeDefault: 12,
  titleMax: 200,
  slugMax: 120,
  descriptionMax: 1000,
  contentMax: 500_000,
  tagsMax: 20,
  tagMax: 50,
  metaTitleMax: 200,
  metaDescriptionMax: 500,
  searchMax: 200,
  bulkMax: 100,
} as const;

/** Lowercase ascii words joined by single hyphens, e.g. `the-keeling-curve-2`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Absolute http(s) URL or a file served by the uploads module. */
export const IMAGE_URL_PATTERN =
  /^(https?:\/\/[^\s"'<>]+|\/uploads\/[a-z0-9]+\.(png|jpg|gif|webp))$/;

export const UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
} as const;

/**
 * Files other than images the upload service keeps for chat attachments (issue 33), by
 * extension: each is checked against its content (a PDF's header, a ZIP's for office documents,
 * UTF-8 text for text) and served as a download, never inline.
 */
export const UPLOAD_FILE_TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  txt: 'text/plain',
  json: 'application/json',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
} as const;
export type UploadFileExt = keyof typeof UPLOAD_FILE_TYPES;
