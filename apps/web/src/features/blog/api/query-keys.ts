import type { ArticleListQuery } from '@keeling/contract';

/** One key tree for the blog, so a write can invalidate every list and article at once. */
export const blogKeys = {
  all: ['blog'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (query: Partial<ArticleListQuery>) => [...blogKeys.lists(), query] as const,
  article: (id: string) => [...blogKeys.all, 'article', id] as const,
  revisions: (id: string) => [...blogKeys.all, 'revisions', id] as const,
};
