// Zod-free: `@keeling/contract/article-check`. The web app checks the blog's two reads (the list
// and an article) with it, so the blog list and the article page render without loading zod
// (22 KiB gzip and ≈ 0.2 s of set-up on a slow phone) on their first load. It accepts exactly
// what `articleListResponseSchema` / `articleResponseSchema` accept (contract tests compare them
// on every field) and, like zod, drops unknown keys.
import type { ArticleListResponse, ArticleResponse } from './blog';
import { ARTICLE_STATUSES } from './blog-constants';
import type { CheckResult } from './user-check';

/** Reads one value or throws the path of what is wrong. */
type Reader<T> = (value: unknown, path: string) => T;

class CheckError extends Error {}
const fail = (path: string, expected: string): never => {
  throw new CheckError(`${path}: expected ${expected}`);
};

const string: Reader<string> = (v, path) => (typeof v === 'string' ? v : fail(path, 'a string'));
// zod's .int() takes safe integers only.
const int: Reader<number> = (v, path) =>
  Number.isSafeInteger(v) ? (v as number) : fail(path, 'an integer');
const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (v, path) =>
    v === null ? null : read(v, path);
const arrayOf =
  <T>(read: Reader<T>): Reader<T[]> =>
  (v, path) =>
    Array.isArray(v) ? v.map((item, i) => read(item, `${path}[${i}]`)) : fail(path, 'an array');
const oneOf =
  <T>(choices: readonly T[]): Reader<T> =>
  (v, path) =>
    choices.includes(v as T) ? (v as T) : fail(path, choices.join(' | '));

type Shape = Record<string, Reader<unknown>>;
type Out<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };
const object =
  <S extends Shape>(shape: S): Reader<Out<S>> =>
  (v, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(path, 'an object');
    const out: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape))
      out[key] = read((v as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
    return out as Out<S>;
  };

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

function checker<T>(read: Reader<unknown>) {
  return {
    safeParse(value: unknown): CheckResult<T> {
      try {
        return { success: true, data: read(value, '') as T };
      } catch (error) {
        if (error instanceof CheckError) return { success: false, error: error.message };
        throw error;
      }
    },
  };
}

/** `articleListResponseSchema.safeParse` without zod. */
export const articleListResponseCheck = checker<ArticleListResponse>(
  object(ARTICLE_LIST_RESPONSE_SHAPE),
);

/** `articleResponseSchema.safeParse` without zod. */
export const articleResponseCheck = checker<ArticleResponse>(
  object({ article: object(ARTICLE_SHAPE) }),
);
