// Zod-free (`check.ts`): `@keeling/contract/article-check`. The web app checks the blog's two
// reads (the list and an article) with it, so the blog list and the article page render without
// loading zod. It accepts exactly what `articleListResponseSchema` / `articleResponseSchema`
// accept (contract tests compare them on every field).
import type { ArticleListResponse, ArticleResponse } from './blog';
import { ARTICLE_STATUSES } from './blog-constants';
import { arrayOf, checker, int, nullable, object, oneOf, string } from './check';

/** The fields of each object, exported for the contract tests. */
export const ARTICLE_AUTHOR_SHAPE = { id: string, displayName: string, photoURL: nullable(string) };
export const ARTICLE_LIST_ITEM_SHAPE = {
  id: string,
  slug: string,
  title: string,
  description: string,
  coverUrl: nullable(string),
  tags: arrayOf(string),
  status: oneOf(ARTICLE_STATUSES),
  author: nullable(object(ARTICLE_AUTHOR_SHAPE)),
  publishedAt: nullable(string),
  createdAt: string,
  updatedAt: string,
  version: int,
  totalViews: int,
};
export const ARTICLE_SHAPE = {
  ...ARTICLE_LIST_ITEM_SHAPE,
  content: string,
  metaTitle: string,
  metaDescription: string,
  metaKeywords: arrayOf(string),
};
export const ARTICLE_LIST_RESPONSE_SHAPE = {
  items: arrayOf(object(ARTICLE_LIST_ITEM_SHAPE)),
  total: int,
  page: int,
  size: int,
  counts: object({ all: int, published: int, draft: int }),
};

/** `articleListResponseSchema.safeParse` without zod. */
export const articleListResponseCheck = checker<ArticleListResponse>(
  object(ARTICLE_LIST_RESPONSE_SHAPE),
);

/** `articleResponseSchema.safeParse` without zod. */
export const articleResponseCheck = checker<ArticleResponse>(
  object({ article: object(ARTICLE_SHAPE) }),
);
