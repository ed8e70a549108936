import type { MailFolder, Role } from '@keeling/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailCopies, mailCopyLabels, mailRecipients, mails, users } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const live = isNull(mailCopies.trashedAt);
/** A mail sent to oneself has two copies (sent, inbox): the folders across boxes list it once. */
const once = or(
  eq(mailCopies.box, 'inbox'),
  sql`not exists (select 1 from mail_copies c2 where c2.user_id = ${mailCopies.userId} and c2.mail_id = ${mailCopies.mailId} and c2.box = 'inbox')`,
);
/** Drafts are not copies: the service lists them from `mail_drafts`. */
const FOLDER: Record<Exclude<MailFolder, 'drafts'>, SQL | undefined> = {
  inbox: and(eq(mailCopies.box, 'inbox'), live),
  sent: and(eq(mailCopies.box, 'sent'), live),
  starred: and(eq(mailCopies.isStarred, true), live, once),
  important: and(eq(mailCopies.isImportant, true), live, once),
  trash: and(isNotNull(mailCopies.trashedAt), once),
};
const hasLabel = (labelId: string) =>
  sql`exists (select 1 from ${mailCopyLabels} l where l.user_id = ${mailCopies.userId} and l.mail_id = ${mailCopies.mailId} and l.label_id = ${labelId})`;
/** A team label's copies: those not in the trash, once a mail. */
const labelled = (labelId: string) => and(hasLabel(labelId), live, once);
/** What the list shows: a system mailbox, or a team label's id. */
export type MailBox = Exclude<MailFolder, 'drafts'> | { labelId: string };
const boxCondition = (box: MailBox) =>
  typeof box === 'string' ? FOLDER[box] : labelled(box.labelId);

const personColumns = {
  id: users.id,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  photoUrl: users.photoUrl,
};

const excerpt = sql<string>`left(btrim(regexp_replace(regexp_replace(${mails.body}, '<[^>]*>|&[a-zA-Z]+;|&#[0-9]+;', ' ', 'g'), '\\s+', ' ', 'g')), 160)`;

const listColumns = {
  id: mails.id,
  threadId: mails.threadId,
  subject: mails.subject,
  excerpt,
  sentAt: mails.sentAt,
  isRead: mailCopies.isRead,
  isStarred: mailCopies.isStarred,
  isImportant: mailCopies.isImportant,
  trashedAt: mailCopies.trashedAt,
  labelIds: sql<
    string[]
  >`coalesce((select array_agg(l.label_id::text order by l.label_id) from ${mailCopyLabels} l where l.user_id = ${mailCopies.userId} and l.mail_id = ${mailCopies.mailId}), '{}'::text[])`,
  hasAttachments: sql<boolean>`jsonb_array_length(${mails.attachments}) > 0`,
};

export type PersonRow = { [K in keyof typeof personColumns]: string | null };

/** Queries on mails, their recipients and each person's copies. */
export function createMailRepository(db: Db) {
  const ofUser = (userId: string, box: MailBox, tsQuery: string | null) =>
    and(
      eq(mailCopies.userId, userId),
      boxCondition(box),
      tsQuery ? sql`${mails.search} @@ to_tsquery('english', ${tsQuery})` : undefined,
    );

  return {
    async list(
      userId: string,
      folder: MailBox,
      tsQuery: string | null,
      limit: number,
      offset: number,
    ) {
      return db
        .select({ mail: listColumns, sender: personColumns })
        .from(mailCopies)
        .innerJoin(mails, eq(mails.id, mailCopies.mailId))
        .leftJoin(users, eq(users.id, mails.senderId))
        .where(ofUser(userId, folder, tsQuery))
        .orderBy(desc(mails.sentAt), desc(mails.id))
        .limit(limit)
        .offset(offset);
    },

    async count(userId: string, folder: MailBox, tsQuery: string | null): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailCopies)
        .innerJoin(mails, eq(mails.id, mailCopies.mailId))
        .where(ofUser(userId, folder, tsQuery));
      return row?.n ?? 0;
    },

    /** Per folder: how many copies, how many unread. */
    async labels(userId: string) {
      const counts = (condition: SQL | undefined) => ({
        total: sql<number>`(count(*) filter (where ${condition}))::int`,
        unread: sql<number>`(count(*) filter (where ${and(condition, eq(mailCopies.isRead, false))}))::int`,
      });
      const [row] = await db
        .select({
          inbox: counts(FOLDER.inbox).total,
          inboxUnread: counts(FOLDER.inbox).unread,
          sent: counts(FOLDER.sent).total,
          sentUnread: counts(FOLDER.sent).unread,
          starred: counts(FOLDER.starred).total,
          starredUnread: counts(FOLDER.starred).unread,
          important: counts(FOLDER.important).total,
          importantUnread: counts(FOLDER.important).unread,
          trash: counts(FOLDER.trash).total,
          trashUnread: counts(FOLDER.trash).unread,
        })
        .from(mailCopies)
        .where(eq(mailCopies.userId, userId));
      return row;
    },

    /** The person's copies of these mails, with the mails and their senders (a thread's). */
    async held(userId: string, condition: SQL) {
      return db
        .select({
          mail: {
            ...listColumns,
            body: mails.body,
            roles: mails.roles,
            replyToId: mails.replyToId,
            attachments: mails.attachments,
            box: mailCopies.box,
          },
          sender: personColumns,
        })
        .from(mailCopies)
        .innerJoin(mails, eq(mails.id, mailCopies.mailId))
        .leftJoin(users, eq(users.id, mails.senderId))
        .where(and(eq(mailCopies.userId, userId), condition))
        .orderBy(asc(mails.sentAt), asc(mails.id), asc(mailCopies.box));
    },

    byId: (id: string) => eq(mails.id, id),
    byThread: (threadId: string) => eq(mails.threadId, threadId),

    async findMail(id: string) {
      const [row] = await db.select().from(mails).where(eq(mails.id, id));
      return row;
    },

    async recipients(mailIds: string[]) {
      if (mailIds.length === 0) return [];
      return db
        .select({ mailId: mailRecipients.mailId, kind: mailRecipients.kind, person: personColumns })
        .from(mailRecipients)
        .innerJoin(users, eq(users.id, mailRecipients.userId))
        .where(inArray(mailRecipients.mailId, mailIds))
        .orderBy(asc(users.displayName), asc(users.email));
    },

    /** Active members among these ids. */
    async activeIds(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.status, 'active')));
      return rows.map((r) => r.id);
    },

    /** Active members of these roles. */
    async activeOfRoles(roles: Role[]): Promise<string[]> {
      if (roles.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.role, roles), eq(users.status, 'active')));
      return rows.map((r) => r.id);
    },

    async contacts(limit: number) {
      return db
        .select({ ...personColumns, role: users.role })
        .from(users)
        .where(eq(users.status, 'active'))
        .orderBy(asc(users.displayName), asc(users.email))
        .limit(limit);
    },

    async markRead(userId: string, mailId: string) {
      await db
        .update(mailCopies)
        .set({ isRead: true })
        .where(
          and(
            eq(mailCopies.userId, userId),
            eq(mailCopies.mailId, mailId),
            eq(mailCopies.isRead, false),
          ),
        );
    },

    async update(
      userId: string,
      mailIds: string[],
      changes: Partial<{
        isRead: boolean;
        isStarred: boolean;
        isImportant: boolean;
        trashedAt: Date | null;
      }>,
    ): Promise<number> {
      const rows = await db
        .update(mailCopies)
        .set(changes)
        .where(and(eq(mailCopies.userId, userId), inArray(mailCopies.mailId, mailIds)))
        .returning({ mailId: mailCopies.mailId });
      return new Set(rows.map((r) => r.mailId)).size;
    },

    /** Per team label: how many of the person's copies carry it, how many unread. */
    async teamLabelCounts(userId: string, labelIds: string[]) {
      if (labelIds.length === 0) return [];
      return db
        .select({
          labelId: mailCopyLabels.labelId,
          total: sql<number>`count(distinct ${mailCopies.mailId})::int`,
          unread: sql<number>`(count(distinct ${mailCopies.mailId}) filter (where ${mailCopies.isRead} = false))::int`,
        })
        .from(mailCopyLabels)
        .innerJoin(
          mailCopies,
          and(
            eq(mailCopies.userId, mailCopyLabels.userId),
            eq(mailCopies.mailId, mailCopyLabels.mailId),
          ),
        )
        .where(
          and(
            eq(mailCopyLabels.userId, userId),
            inArray(mailCopyLabels.labelId, labelIds),
            live,
            once,
          ),
        )
        .groupBy(mailCopyLabels.labelId);
    },

    /** Puts team labels on (and takes them off) the person's copies of these mails. */
    async relabel(userId: string, mailIds: string[], add: string[], remove: string[]) {
      if (remove.length > 0)
        await db
          .delete(mailCopyLabels)
          .where(
            and(
              eq(mailCopyLabels.userId, userId),
              inArray(mailCopyLabels.mailId, mailIds),
              inArray(mailCopyLabels.labelId, remove),
            ),
          );
      if (add.length === 0) return;
      const held = await db
        .selectDistinct({ mailId: mailCopies.mailId })
        .from(mailCopies)
        .where(and(eq(mailCopies.userId, userId), inArray(mailCopies.mailId, mailIds)));
      const rows = held.flatMap(({ mailId }) =>
        add.map((labelId) => ({ userId, mailId, labelId })),
      );
      if (rows.length > 0) await db.insert(mailCopyLabels).values(rows).onConflictDoNothing();
    },

    /** Copies in the person's trash since before `before`: removed for good. */
    async purgeTrash(userId: string, before: Date) {
      await db
        .delete(mailCopies)
        .where(and(eq(mailCopies.userId, userId), lt(mailCopies.trashedAt, before)));
    },

    async insert(
      tx: Tx,
      values: typeof mails.$inferInsert,
      to: string[],
      cc: string[],
      senderId: string,
    ): Promise<string> {
      const [row] = await tx.insert(mails).values(values).returning({ id: mails.id });
      if (!row) throw new Error('insert returned no row');
      const ccOnly = cc.filter((id) => !to.includes(id));
      const recipients = [
        ...to.map((userId) => ({ mailId: row.id, userId, kind: 'to' as const })),
        ...ccOnly.map((userId) => ({ mailId: row.id, userId, kind: 'cc' as const })),
      ];
      if (recipients.length > 0) await tx.insert(mailRecipients).values(recipients);
      await tx
        .insert(mailCopies)
        .values([
          { userId: senderId, mailId: row.id, box: 'sent' as const, isRead: true },
          ...recipients.map((r) => ({ userId: r.userId, mailId: row.id, box: 'inbox' as const })),
        ]);
      return row.id;
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
