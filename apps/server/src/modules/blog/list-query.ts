import type { ArticleSort, ArticleStatus } from '@keeling/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
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

export function orderBy(sort: ArticleSort, search: string | null): SQL[] {
  const byDate =
    sort === 'oldest'
      ? [sql`${articles.publishedAt} asc nulls last`, asc(articles.createdAt), asc(articles.id)]
      : [sql`${articles.publishedAt} desc nulls last`, desc(articles.createdAt), desc(articles.id)];
  const order = sort === 'popular' ? [desc(articles.totalViews), ...byDate] : byDate;
  return search ? [desc(sql`ts_rank(${articles.search}, ${tsQuery(search)})`), ...order] : order;
}
