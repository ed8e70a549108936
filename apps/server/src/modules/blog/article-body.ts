import { articleResponseSchema } from '@keeling/contract';
import { jsonBody } from '../../lib/json-body';
import type { ArticleWithAuthor } from './repository';
import { toArticle } from './serialize';

/** In the encoded body: quotes inside JSON strings are escaped, so this only matches the key. */
const VIEWS = '"totalViews":0';

/**
 * `{ article }` as the JSON body of GET /api/blog/article, encoded once per cached row (the
 * read cache hands out the same row object until a write is seen) around its view count,
 * which changes with every read. Saves encoding the whole article, content included, per read.
 */
export function createArticleBodies() {
  const split = new WeakMap<ArticleWithAuthor, readonly [string, string]>();
  return (row: ArticleWithAuthor, totalViews: number): string => {
    let parts = split.get(row);
    if (!parts) {
      const article = { ...toArticle(row.article, row.author), totalViews: 0 };
      const body = jsonBody(articleResponseSchema, { article });
      const at = body.indexOf(VIEWS) + VIEWS.length - 1;
      parts = [body.slice(0, at), body.slice(at + 1)] as const;
      split.set(row, parts);
    }
    return `${parts[0]}${totalViews}${parts[1]}`;
  };
}
