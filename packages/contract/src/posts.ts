import { z } from 'zod/mini';
import { articleListItemSchema, articleSchema } from './blog';
import { BLOG_LIMITS } from './blog-constants';

/**
 * SPEC §7 `/api/post/*` (issue 35, decision 0066): read-only views of the blog's published
 * articles under the names the template's clients call. The envelopes are the template's
 * (`posts`, `post`, `latestPosts`, `results`), each post is the blog's own answer shape.
 */
export const POST_LIMITS = { latestDefault: 4, latestMax: 20, searchDefault: 10, searchMax: 50 };

const count = (max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback);
const key = z.string().check(z.trim(), z.minLength(1), z.maxLength(BLOG_LIMITS.slugMax + 80));

export const postListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  size: count(BLOG_LIMITS.pageSizeMax, BLOG_LIMITS.pageSizeDefault),
  search: z.optional(z.string().check(z.trim(), z.maxLength(BLOG_LIMITS.searchMax))),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export const postListResponseSchema = z.object({
  posts: z.array(articleListItemSchema),
  total: z.int(),
  page: z.int(),
  size: z.int(),
});
export type PostListResponse = z.infer<typeof postListResponseSchema>;

/** `title` is the template's name for the post's slug (its titles in paramCase); `id` its uuid. */
export const postDetailsQuerySchema = z
  .object({ id: z.optional(key), title: z.optional(key) })
  .check(
    z.refine((q) => q.id !== undefined || q.title !== undefined, {
      path: ['id'],
      message: 'Give id or title',
    }),
  );
export type PostDetailsQuery = z.infer<typeof postDetailsQuerySchema>;

export const postDetailsResponseSchema = z.object({ post: articleSchema });
export type PostDetailsResponse = z.infer<typeof postDetailsResponseSchema>;

/** The newest published posts, leaving out the one named by `title` (its slug) or `id`. */
export const postLatestQuerySchema = z.object({
  id: z.optional(key),
  title: z.optional(key),
  size: count(POST_LIMITS.latestMax, POST_LIMITS.latestDefault),
});
export type PostLatestQuery = z.infer<typeof postLatestQuerySchema>;

export const postLatestResponseSchema = z.object({ latestPosts: z.array(articleListItemSchema) });
export type PostLatestResponse = z.infer<typeof postLatestResponseSchema>;

export const postSearchQuerySchema = z.object({
  query: z.string().check(z.trim(), z.minLength(1), z.maxLength(BLOG_LIMITS.searchMax)),
  size: count(POST_LIMITS.searchMax, POST_LIMITS.searchDefault),
});
export type PostSearchQuery = z.infer<typeof postSearchQuerySchema>;

export const postSearchResponseSchema = z.object({ results: z.array(articleListItemSchema) });
export type PostSearchResponse = z.infer<typeof postSearchResponseSchema>;
