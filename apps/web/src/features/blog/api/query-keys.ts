import type { ArticleListQuery } from '@keeling/contract';

/** One key tree for the blog, so a write can invalidate every list and article at once. */
export const blogKeys = {
  all: ['blog'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (query: Partial<ArticleListQuery>) => [...blogKeys.lists(), query] as const,
  /** Readers' reads (article page), by id or slug: each fetch counts a view. */
  articles: () => [...blogKeys.all, 'article'] as const,
  article: (id: string) => [...blogKeys.articles(), id] as const,
  /** The editor's read (by id), which counts no view. */
  editorArticle: (id: string) => [...blogKeys.all, 'editor', id] as const,
  revisions: (id: string) => [...blogKeys.all, 'revisions', id] as const,
};
