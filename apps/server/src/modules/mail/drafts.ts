import type { MailDraft, MailDraftBody, MailListItem } from '@keeling/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type MailDraftRow, mailDrafts, users } from '../../db/schema';
import { sanitizeRichText } from '../../lib/rich-text';
import { displayNameOf } from '../blog/service';
import { draftConflict, draftNotFound } from './errors';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const toDraft = (row: MailDraftRow): MailDraft => ({
  id: row.id,
  to: row.to,
  cc: row.cc,
  roles: row.roles,
  subject: row.subject,
  body: row.body,
  attachments: row.attachments,
  replyToId: row.replyToId,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

const excerpt = sql<string>`left(btrim(regexp_replace(regexp_replace(${mailDrafts.body}, '<[^>]*>|&[a-zA-Z]+;|&#[0-9]+;', ' ', 'g'), '\\s+', ' ', 'g')), 160)`;

/**
 * Mails being written (issue 35): each person's own, saved as they type (the compose form saves
 * a moment after the last key, as the blog's editor does), resumed from the drafts box and
 * removed in the transaction that sends them. Another person's draft is 404.
 */
export function createMailDrafts(db: Db, now: () => Date) {
  const values = (body: MailDraftBody) => ({
    to: [...new Set(body.to)],
    cc: [...new Set(body.cc)],
    roles: [...new Set(body.roles)],
    subject: body.subject.trim(),
    body: sanitizeRichText(body.body),
    attachments: body.attachments,
    replyToId: body.replyToId ?? null,
    updatedAt: now(),
  });
  const own = (userId: string, id: string) =>
    and(eq(mailDrafts.id, id), eq(mailDrafts.userId, userId));

  return {
    async get(userId: string, id: string): Promise<MailDraft> {
      const [row] = await db.select().from(mailDrafts).where(own(userId, id));
      if (!row) throw draftNotFound();
      return toDraft(row);
    },

    async create(userId: string, body: MailDraftBody): Promise<MailDraft> {
      const [row] = await db
        .insert(mailDrafts)
        .values({ userId, ...values(body) })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toDraft(row);
    },

    /** Saves over the version the writer read: 409 when another tab saved since. */
    async update(
      userId: string,
      id: string,
      body: MailDraftBody & { version: number },
    ): Promise<MailDraft> {
      const [row] = await db
        .update(mailDrafts)
        .set({ ...values(body), version: sql`${mailDrafts.version} + 1` })
        .where(and(own(userId, id), eq(mailDrafts.version, body.version)))
        .returning();
      if (row) return toDraft(row);
      await this.get(userId, id); // 404 when it is not theirs or gone
      throw draftConflict();
    },

    async remove(userId: string, id: string, tx: Db | Tx = db): Promise<boolean> {
      const rows = await tx
        .delete(mailDrafts)
        .where(own(userId, id))
        .returning({ id: mailDrafts.id });
      return rows.length > 0;
    },

    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailDrafts)
        .where(eq(mailDrafts.userId, userId));
      return row?.n ?? 0;
    },

    /** The drafts box: newest change first, as list items (the author as sender). */
    async list(userId: string, limit: number, offset: number): Promise<MailListItem[]> {
      const rows = await db
        .select({
          id: mailDrafts.id,
          subject: mailDrafts.subject,
          excerpt,
          updatedAt: mailDrafts.updatedAt,
          attachments: mailDrafts.attachments,
          user: users,
        })
        .from(mailDrafts)
        .innerJoin(users, eq(users.id, mailDrafts.userId))
        .where(eq(mailDrafts.userId, userId))
        .orderBy(desc(mailDrafts.updatedAt), desc(mailDrafts.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        id: row.id,
        threadId: row.id,
        subject: row.subject,
        excerpt: row.excerpt,
        sender: {
          id: row.user.id,
          displayName: displayNameOf(row.user),
          photoURL: row.user.photoUrl,
        },
        sentAt: row.updatedAt.toISOString(),
        isRead: true,
        isStarred: false,
        isImportant: false,
        isTrashed: false,
        labelIds: [],
        isDraft: true,
        hasAttachments: row.attachments.length > 0,
      }));
    },
  };
}
