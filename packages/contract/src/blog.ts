import { z } from 'zod/mini';
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

const uuid = z.uuid('Must be a valid id');
const int = z.int();
const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));

export const articleAuthorSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  photoURL: z.nullable(z.string()),
});
export type ArticleAuthor = z.infer<typeof articleAuthorSchema>;

/** One row of the list: everything but the body and SEO fields, to keep pages small. */
export const articleListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  coverUrl: z.nullable(z.string()),
  tags: z.array(z.string()),
  status: articleStatusSchema,
  /** null when the author's account was deleted. */
  author: z.nullable(articleAuthorSchema),
  publishedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: int,
  totalViews: int,
});
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

export const articleSchema = z.extend(articleListItemSchema, {
  /** Sanitised HTML. */
  content: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.array(z.string()),
});
export type Article = z.infer<typeof articleSchema>;

const pageNumber = z.coerce.number().check(z.int(), z.minimum(1));

export const articleListQuerySchema = z.object({
  page: z._default(pageNumber, 1),
  size: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(BLOG_LIMITS.pageSizeMax)),
    BLOG_LIMITS.pageSizeDefault,
  ),
  search: z.optional(trimmed(BLOG_LIMITS.searchMax)),
  status: z.optional(articleStatusSchema),
  sort: z._default(articleSortSchema, 'latest'),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

export const articleCountsSchema = z.object({ all: int, published: int, draft: int });

export const articleListResponseSchema = z.object({
  items: z.array(articleListItemSchema),
  total: int,
  page: int,
  size: int,
  /** Per status, for the current search (a viewer only ever sees published). */
  counts: articleCountsSchema,
});
export type ArticleListResponse = z.infer<typeof articleListResponseSchema>;

/** `id` is the article's uuid or its slug. */
export const articleIdQuerySchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
export type ArticleIdQuery = z.infer<typeof articleIdQuerySchema>;

/** GET /api/blog/article: `countView=false` is the editor's read, which counts no view. */
export const articleReadQuerySchema = z.extend(articleIdQuerySchema, {
  countView: z._default(z.stringbool({ truthy: ['true'], falsy: ['false'] }), true),
});
export type ArticleReadQuery = z.input<typeof articleReadQuerySchema>;

export const articleResponseSchema = z.object({ article: articleSchema });
export type ArticleResponse = z.infer<typeof articleResponseSchema>;

const tagSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(BLOG_LIMITS.tagMax));
const tagsSchema = z.array(tagSchema).check(z.maxLength(BLOG_LIMITS.tagsMax));

/** What a person edits of an article, each rule written once: the editor's form is this schema. */
const articleFields = {
  title: z
    .string()
    .check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(BLOG_LIMITS.titleMax)),
  /** Empty: generated from the title. */
  slug: z.union([
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(BLOG_LIMITS.slugMax),
        z.regex(SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens'),
      ),
    z.literal(''),
  ]),
  description: trimmed(BLOG_LIMITS.descriptionMax),
  content: z.string().check(z.maxLength(BLOG_LIMITS.contentMax)),
  coverUrl: z.nullable(
    z.string().check(z.regex(IMAGE_URL_PATTERN, 'Must be an http(s) URL or an uploaded image')),
  ),
  tags: tagsSchema,
  status: articleStatusSchema,
  metaTitle: trimmed(BLOG_LIMITS.metaTitleMax),
  metaDescription: trimmed(BLOG_LIMITS.metaDescriptionMax),
  metaKeywords: tagsSchema,
};

export const articleFormSchema = z.object(articleFields);
export type ArticleFormValues = z.infer<typeof articleFormSchema>;

/** Create (no id) or update (id + the version the editor started from); omitted fields default. */
export const articleUpsertBodySchema = z
  .object({
    id: z.optional(uuid),
    version: z.optional(z.int().check(z.minimum(1))),
    title: articleFields.title,
    slug: z.optional(articleFields.slug),
    description: z._default(articleFields.description, ''),
    content: z._default(articleFields.content, ''),
    coverUrl: z._default(articleFields.coverUrl, null),
    tags: z._default(articleFields.tags, []),
    status: z._default(articleFields.status, 'draft'),
    metaTitle: z._default(articleFields.metaTitle, ''),
    metaDescription: z._default(articleFields.metaDescription, ''),
    metaKeywords: z._default(articleFields.metaKeywords, []),
  })
  .check(
    z.refine((b) => b.id === undefined || b.version !== undefined, {
      path: ['version'],
      message: 'Version is required to update an article',
    }),
  );
export type ArticleUpsertBody = z.infer<typeof articleUpsertBodySchema>;
export type ArticleUpsertInput = z.input<typeof articleUpsertBodySchema>;

/** 409 on a stale version: the article as it is now, so the editor can show the conflict. */
export const articleConflictResponseSchema = z.extend(errorResponseSchema, {
  article: z.optional(articleSchema),
});
export type ArticleConflictResponse = z.infer<typeof articleConflictResponseSchema>;

export const articleBulkBodySchema = z.object({
  action: z.enum(BULK_ACTIONS),
  ids: z.array(uuid).check(z.minLength(1), z.maxLength(BLOG_LIMITS.bulkMax)),
});
export type ArticleBulkBody = z.infer<typeof articleBulkBodySchema>;

export const articleBulkResponseSchema = z.object({ affected: int });
export type ArticleBulkResponse = z.infer<typeof articleBulkResponseSchema>;

export const articleRevisionSchema = z.object({
  id: z.string(),
  version: int,
  title: z.string(),
  /** null when the editor's account was deleted. */
  editor: z.nullable(z.object({ id: z.string(), displayName: z.string() })),
  createdAt: z.string(),
});
export type ArticleRevision = z.infer<typeof articleRevisionSchema>;

export const articleRevisionsResponseSchema = z.object({ items: z.array(articleRevisionSchema) });
export type ArticleRevisionsResponse = z.infer<typeof articleRevisionsResponseSchema>;

export const articleRestoreBodySchema = z.object({
  articleId: uuid,
  revisionId: uuid,
  version: z.int().check(z.minimum(1)),
});
export type ArticleRestoreBody = z.infer<typeof articleRestoreBodySchema>;

export const uploadResponseSchema = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
