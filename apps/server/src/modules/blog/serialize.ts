import type { Article, ArticleAuthor, ArticleListItem } from '@keeling/contract';
import type { ArticleListRecord, ArticleRecord, AuthorRow } from './repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function displayNameOf(user: {
  displayName: string;
  firstName?: string;
  lastName?: string;
  email: string;
}): string {
  return user.displayName || `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
}

function toAuthor(author: AuthorRow | null): ArticleAuthor | null {
  if (!author) return null;
  return { id: author.id, displayName: displayNameOf(author), photoURL: author.photoUrl };
}

/** The list view: an explicit field list, no body. */
export function toListItem(row: ArticleListRecord, author: AuthorRow | null): ArticleListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    coverUrl: row.coverUrl,
    tags: row.tags,
    status: row.status,
    author: toAuthor(author),
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    totalViews: row.totalViews,
  };
}

export function toArticle(row: ArticleRecord, author: AuthorRow | null): Article {
  return {
    ...toListItem(row, author),
    content: row.content,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    metaKeywords: row.metaKeywords,
  };
}
