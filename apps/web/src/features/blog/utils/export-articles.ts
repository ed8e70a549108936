import type { ArticleListItem } from '@keeling/contract';
import { BLOG_LIMITS } from '@keeling/contract/constants';
import { toCsv } from '../../../lib/csv';
import { type ArticlesQuery, getArticles } from '../api/get-articles';

/** Every article matching the filters, page by page through the API (100 per call). */
export async function fetchAllArticles(
  query: Omit<ArticlesQuery, 'page' | 'size'>,
): Promise<ArticleListItem[]> {
  const size = BLOG_LIMITS.pageSizeMax;
  const items: ArticleListItem[] = [];
  for (let page = 1; ; page += 1) {
    const result = await getArticles({ ...query, page, size });
    items.push(...result.items);
    if (result.items.length < size || items.length >= result.total) return items;
  }
}

export interface CsvLabels {
  headers: string[];
  status: (status: ArticleListItem['status']) => string;
  date: (value: string) => string;
}

/** The export's rows: one header row, then one row per article (cells neutralised by toCsv). */
export function articlesCsv(items: ArticleListItem[], labels: CsvLabels): string {
  return toCsv([
    labels.headers,
    ...items.map((article) => [
      article.title,
      article.slug,
      labels.status(article.status),
      article.author?.displayName ?? '',
      article.tags.join('; '),
      article.totalViews,
      article.publishedAt ? labels.date(article.publishedAt) : '',
      labels.date(article.updatedAt),
    ]),
  ]);
}
