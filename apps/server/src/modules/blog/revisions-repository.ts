import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleRevisions, users } from '../../db/schema';

/** Queries on article_revisions (rows are written with the article, in repository.ts). */
export function createRevisionsRepository(db: Db) {
  return {
    revisions(articleId: string) {
      return db
        .select({
          id: articleRevisions.id,
          version: articleRevisions.version,
          title: articleRevisions.title,
          createdAt: articleRevisions.createdAt,
          editor: { id: users.id, displayName: users.displayName, email: users.email },
        })
        .from(articleRevisions)
        .leftJoin(users, eq(users.id, articleRevisions.editorId))
        .where(eq(articleRevisions.articleId, articleId))
        .orderBy(desc(articleRevisions.version), desc(articleRevisions.createdAt));
    },

    async findRevision(articleId: string, revisionId: string) {
      const [row] = await db
        .select()
        .from(articleRevisions)
        .where(and(eq(articleRevisions.id, revisionId), eq(articleRevisions.articleId, articleId)))
        .limit(1);
      return row;
    },
  };
}
