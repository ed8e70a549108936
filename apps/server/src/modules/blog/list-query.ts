import type { ArticleSort, ArticleStatus } from '@keeling/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { articles } from '../../db/schema';

export interface ListFilter {
  /** The statuses the caller may see. */
  visible: readonly ArticleStatus[];
  status?: ArticleStatus;
  /** A to_tsquery text built by toPrefixTsQuery (never raw input). */
  tsQuery: string | null;
}

const tsQuery = (text: string) => sql`to_tsquery('english', ${text})`;

export function where(filter: ListFilter, withStatus: boolean): SQL | undefined {
  return and(
    inArray(articles.status, [...filter.visible]),
    withStatus && filter.status ? eq(articles.status, filter.status) : undefined,
    filter.tsQuery ? sql`${articles.search} @@ ${tsQuery(filter.tsQuery)}` : undefined,
  );
}

/** `desc nulls last`, as the list indexes are built (schema.ts), so a page reads one of them. */
const newestFirst = (column: AnyPgColumn) => sql`${column} desc nulls last`;

export function orderBy(sort: ArticleSort, search: string | null): SQL[] {
  const byDate =
    sort === 'oldest'
      ? [sql`${articles.publishedAt} asc nulls last`, asc(articles.createdAt), asc(articles.id)]
      : [articles.publishedAt, articles.createdAt, articles.id].map(newestFirst);
  const order = sort === 'popular' ? [newestFirst(articles.totalViews), ...byDate] : byDate;
  return search ? [desc(sql`ts_rank(${articles.search}, ${tsQuery(search)})`), ...order] : order;
}
