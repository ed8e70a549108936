import { z } from 'zod';
import {
  ARTICLE_SORTS,
  ARTICLE_STATUSES,
  BLOG_LIMITS,
  BULK_ACTIONS,
  IMAGE_URL_PATTERN,
  SLUG_PATTERN,
} from './blog-constants';
import { errorResponseSchema } from './common';

export * from './blog-constants';

export const articleStatusSchema = z.enum(ARTICLE_STATUSES);
export const articleSortSchema = z.enum(ARTICLE_SORTS);

/** An error answer carrying a stable `code`. */
export const codedErrorResponseSchema = errorResponseSchema.extend({ code: z.string().optional() });
export type CodedErrorResponse = z.infer<typeof codedErrorResponseSchema>;

const uuid = z.uuid('Must be a valid id');

export const articleAuthorSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
});
export type ArticleAuthor = z.infer<typeof articleAuthorSchema>;

/** One row of the list: everything but the body and SEO fields, to keep pages small. */
export const articleListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  coverUrl: z.string().nullable(),
  tags: z.array(z.string()),
  status: articleStatusSchema,
  /** null when the author's account was deleted. */
  author: articleAuthorSchema.nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  totalViews: z.number().int(),
});
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

export const articleSchema = articleListItemSchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.array(z.string()),
});
export type Article = z.infer<typeof articleSchema>;

export const articleListQuerySchema = z.object({
  page: z.coerce.number<unknown>().int().min(1).default(1),
  size: z.coerce
    .number<unknown>()
    .int()
    .min(1)
    .max(BLOG_LIMITS.pageSizeMax)
    .default(BLOG_LIMITS.pageSizeDefault),
  search: z.string().trim().max(BLOG_LIMITS.searchMax).optional(),
  status: articleStatusSchema.optional(),
  sort: articleSortSchema.default('latest'),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

export const articleCountsSchema = z.object({
  all: z.number().int(),
  published: z.number().int(),
  draft: z.number().int(),
});

export const articleListResponseSchema = z.object({
  items: z.array(articleListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Per status, for the current search (a viewer only ever sees published). */
  counts: articleCountsSchema,
});
export type ArticleListResponse = z.infer<typeof articleListResponseSchema>;

/** `id` is the article's uuid or its slug. */
export const articleIdQuerySchema = z.object({ id: z.string().trim().min(1).max(200) });
export type ArticleIdQuery = z.infer<typeof articleIdQuerySchema>;

/** GET /api/blog/article: `countView=false` is the editor's read, which counts no view. */
export const articleReadQuerySchema = articleIdQuerySchema.extend({
  countView: z.stringbool({ truthy: ['true'], falsy: ['false'] }).default(true),
});
export type ArticleReadQuery = z.input<typeof articleReadQuerySchema>;

export const articleResponseSchema = z.object({ article: articleSchema });
export type ArticleResponse = z.infer<typeof articleResponseSchema>;

const tagSchema = z.string().trim().min(1).max(BLOG_LIMITS.tagMax);

/** Create (no id) or update (id + the version the editor started from). */
export const articleUpsertBodySchema = z
  .object({
    id: uuid.optional(),
    version: z.number().int().min(1).optional(),
    title: z.string().trim().min(1, 'Title is required').max(BLOG_LIMITS.titleMax),
    /** Generated from the title when absent or empty. */
    slug: z
      .string()
      .trim()
      .max(BLOG_LIMITS.slugMax)
      .regex(SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens')
      .or(z.literal(''))
      .optional(),
    description: z.string().trim().max(BLOG_LIMITS.descriptionMax).default(''),
    content: z.string().max(BLOG_LIMITS.contentMax).default(''),
    coverUrl: z
      .string()
      .regex(IMAGE_URL_PATTERN, 'Must be an http(s) URL or an uploaded image')
      .nullable()
      .default(null),
    tags: z.array(tagSchema).max(BLOG_LIMITS.tagsMax).default([]),
    status: articleStatusSchema.default('draft'),
    metaTitle: z.string().trim().max(BLOG_LIMITS.metaTitleMax).default(''),
    metaDescription: z.string().trim().max(BLOG_LIMITS.metaDescriptionMax).default(''),
    metaKeywords: z.array(tagSchema).max(BLOG_LIMITS.tagsMax).default([]),
  })
  .refine((b) => b.id === undefined || b.version !== undefined, {
    path: ['version'],
    message: 'Version is required to update an article',
  });
export type ArticleUpsertBody = z.infer<typeof articleUpsertBodySchema>;
export type ArticleUpsertInput = z.input<typeof articleUpsertBodySchema>;

/** 409 on a stale version: the article as it is now, so the editor can show the conflict. */
export const articleConflictResponseSchema = codedErrorResponseSchema.extend({
  article: articleSchema.optional(),
});
export type ArticleConflictResponse = z.infer<typeof articleConflictResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

export const articleBulkBodySchema = z.object({
  action: z.enum(BULK_ACTIONS),
  ids: z.array(uuid).min(1).max(BLOG_LIMITS.bulkMax),
});
export type ArticleBulkBody = z.infer<typeof articleBulkBodySchema>;

export const articleBulkResponseSchema = z.object({ affected: z.number().int() });
export type ArticleBulkResponse = z.infer<typeof articleBulkResponseSchema>;

export const articleRevisionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  title: z.string(),
  /** null when the editor's account was deleted. */
  editor: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type ArticleRevision = z.infer<typeof articleRevisionSchema>;

export const articleRevisionsResponseSchema = z.object({ items: z.array(articleRevisionSchema) });
export type ArticleRevisionsResponse = z.infer<typeof articleRevisionsResponseSchema>;

export const articleRestoreBodySchema = z.object({
  articleId: uuid,
  revisionId: uuid,
  version: z.number().int().min(1),
});
export type ArticleRestoreBody = z.infer<typeof articleRestoreBodySchema>;

export const uploadResponseSchema = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
