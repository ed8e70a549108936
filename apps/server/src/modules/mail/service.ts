import { randomUUID } from 'node:crypto';
import {
  MAIL_EVENT_KIND,
  MAIL_FOLDERS,
  MAIL_LIMITS,
  MAIL_TRASH_DAYS,
  type Mail,
  type MailContact,
  type MailDetailsResponse,
  type MailDraftBody,
  type MailLabel,
  type MailListItem,
  type MailListQuery,
  type MailListResponse,
  type MailPerson,
  type MailSendBody,
  type MailTeamLabel,
  type MailTeamLabelBody,
  type MailUpdateBody,
  type Role,
} from '@keeling/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailPreferences, mails } from '../../db/schema';
import { sanitizeRichText } from '../../lib/rich-text';
import { displayNameOf, toPrefixTsQuery } from '../blog/service';
import type { EventsService } from '../events/service';
import { createMailDrafts } from './drafts';
import { draftNotFound, mailNotFound, teamLabelNotFound, unknownRecipient } from './errors';
import type { MailNotices } from './notices';
import { createMailRepository, type MailBox, type PersonRow } from './repository';
import { createMailTeamLabels } from './team-labels';

const DAY_MS = 86_400_000;

export interface MailActor {
  id: string;
  role: Role;
}

export interface MailServiceDeps {
  db: Db;
  events: Pick<EventsService, 'transaction' | 'record'>;
  now?: () => Date;
  /** Set when the server has SMTP settings: e-mail notices to those who asked. */
  notices?: MailNotices | undefined;
}

function toPerson(row: PersonRow | null): MailPerson | null {
  if (!row?.id) return null;
  const name = displayNameOf({
    displayName: row.displayName ?? '',
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    email: row.email ?? '',
  });
  return { id: row.id, displayName: name, photoURL: row.photoUrl };
}

interface ListRow {
  mail: {
    id: string;
    threadId: string;
    subject: string;
    excerpt: string;
    sentAt: Date;
    isRead: boolean;
    isStarred: boolean;
    isImportant: boolean;
    trashedAt: Date | null;
    labelIds: string[];
    hasAttachments: boolean;
  };
  sender: PersonRow | null;
}

const toListItem = ({ mail, sender }: ListRow): MailListItem => ({
  id: mail.id,
  threadId: mail.threadId,
  subject: mail.subject,
  excerpt: mail.excerpt,
  sender: toPerson(sender),
  sentAt: mail.sentAt.toISOString(),
  isRead: mail.isRead,
  isStarred: mail.isStarred,
  isImportant: mail.isImportant,
  isTrashed: mail.trashedAt !== null,
  labelIds: mail.labelIds,
  isDraft: false,
  hasAttachments: mail.hasAttachments,
});

/**
 * Internal mail (issue 35). Every read goes through the signed-in person's own copies: a mail
 * they neither sent nor received is 404 to them, admins included (docs/security.md).
 */
export function createMailService({
  db,
  events,
  now = () => new Date(),
  notices,
}: MailServiceDeps) {
  const repo = createMailRepository(db);
  const drafts = createMailDrafts(db, now);
  const teamLabels = createMailTeamLabels(db);

  /** Every named recipient must be an active member (a draft may name one who left since). */
  async function checkRecipients(body: Pick<MailSendBody, 'to' | 'cc'>) {
    const named = [...new Set([...body.to, ...body.cc])];
    const active = await repo.activeIds(named);
    if (active.length !== named.length) throw unknownRecipient();
  }

  /** The person's copies of the mails `condition` picks, one a mail, with their recipients. */
  async function held(actor: MailActor, condition: Parameters<typeof repo.held>[1]) {
    const rows = await repo.held(actor.id, condition);
    const byMail = new Map<string, (typeof rows)[number]>();
    // a mail sent to oneself has two copies: the received one speaks for it
    for (const row of rows)
      if (!byMail.has(row.mail.id) || row.mail.box === 'inbox') byMail.set(row.mail.id, row);
    const list = [...byMail.values()];
    const recipients = await repo.recipients(list.map((r) => r.mail.id));
    return list.map((row): Mail => {
      const of = (kind: 'to' | 'cc') =>
        recipients
          .filter((r) => r.mailId === row.mail.id && r.kind === kind)
          .map((r) => toPerson(r.person))
          .filter((p): p is MailPerson => p !== null);
      return {
        ...toListItem(row),
        body: row.mail.body,
        to: of('to'),
        cc: of('cc'),
        roles: row.mail.roles,
        replyToId: row.mail.replyToId,
        attachments: row.mail.attachments,
      };
    });
  }

  const inIds = (ids: string[]) => inArray(mails.id, ids);

  /** A draft names active members and answers a mail the person holds. */
  async function checkDraft(body: MailDraftBody, actor: MailActor) {
    await checkRecipients(body);
    if (body.replyToId) {
      const [parent] = await held(actor, repo.byId(body.replyToId));
      if (!parent) throw mailNotFound();
    }
  }

  async function purge(actor: MailActor) {
    await repo.purgeTrash(actor.id, new Date(now().getTime() - MAIL_TRASH_DAYS * DAY_MS));
  }

  return {
    repo,
    drafts,

    /**
     * `GET /api/mail/labels`: each mailbox with its unread and total counts (drafts: how many),
     * and the team's labels with the person's counts under each.
     */
    async labels(actor: MailActor): Promise<{ labels: MailLabel[]; teamLabels: MailTeamLabel[] }> {
      await purge(actor);
      const [counts, draftCount, team] = await Promise.all([
        repo.labels(actor.id),
        drafts.count(actor.id),
        teamLabels.all(),
      ]);
      const teamCounts = new Map(
        (
          await repo.teamLabelCounts(
            actor.id,
            team.map((l) => l.id),
          )
        ).map((c) => [c.labelId, c]),
      );
      return {
        labels: MAIL_FOLDERS.map((id) =>
          id === 'drafts'
            ? { id, total: draftCount, unreadCount: 0 }
            : { id, total: counts?.[id] ?? 0, unreadCount: counts?.[`${id}Unread`] ?? 0 },
        ),
        teamLabels: team.map((label) => ({
          id: label.id,
          name: label.name,
          color: label.color,
          total: teamCounts.get(label.id)?.total ?? 0,
          unreadCount: teamCounts.get(label.id)?.unread ?? 0,
        })),
      };
    },

    async list(query: MailListQuery, actor: MailActor): Promise<MailListResponse> {
      await purge(actor);
      const offset = (query.page - 1) * query.size;
      if (query.labelId === 'drafts') {
        if (query.search) return { mails: [], total: 0, page: query.page, size: query.size };
        const [mails, total] = await Promise.all([
          drafts.list(actor.id, query.size, offset),
          drafts.count(actor.id),
        ]);
        return { mails, total, page: query.page, size: query.size };
      }
      const box: MailBox = (MAIL_FOLDERS as readonly string[]).includes(query.labelId)
        ? (query.labelId as MailBox)
        : { labelId: query.labelId };
      if (typeof box !== 'string' && !(await teamLabels.exists(box.labelId)))
        throw teamLabelNotFound();
      const tsQuery = query.search ? toPrefixTsQuery(query.search) : null;
      if (query.search && !tsQuery)
        return { mails: [], total: 0, page: query.page, size: query.size };
      const [rows, total] = await Promise.all([
        repo.list(actor.id, box, tsQuery, query.size, offset),
        repo.count(actor.id, box, tsQuery),
      ]);
      return { mails: rows.map(toListItem), total, page: query.page, size: query.size };
    },

    /** The mail, marked read, and the thread the person holds of it, oldest first. */
    async details(mailId: string, actor: MailActor): Promise<MailDetailsResponse> {
      const [own] = await held(actor, repo.byId(mailId));
      if (!own) throw mailNotFound();
      await repo.markRead(actor.id, mailId);
      const thread = await held(actor, repo.byThread(own.threadId));
      const mail = { ...own, isRead: true };
      return { mail, thread: thread.map((m) => (m.id === mailId ? mail : m)) };
    },

    /**
     * Sends a mail: roles resolved to their active members now, a copy for the sender (sent)
     * and each recipient (inbox), and a live event to each recipient, in one transaction.
     */
    async send(body: MailSendBody, actor: MailActor & { displayName: string }): Promise<Mail> {
      await checkRecipients(body);
      if (body.draftId) await drafts.get(actor.id, body.draftId); // 404 when not theirs
      const byRole = await repo.activeOfRoles(body.roles);
      const to = [...new Set([...body.to, ...byRole])];
      let threadId: string | undefined;
      if (body.replyToId) {
        const [parent] = await held(actor, repo.byId(body.replyToId));
        if (!parent) throw mailNotFound();
        threadId = parent.threadId;
      }
      const id = randomUUID();
      const receivers = new Set([...to, ...body.cc]);
      await events.transaction(async (tx) => {
        const values = {
          id,
          threadId: threadId ?? id,
          replyToId: body.replyToId ?? null,
          senderId: actor.id,
          senderName: actor.displayName,
          subject: body.subject,
          body: sanitizeRichText(body.body),
          roles: [...new Set(body.roles)],
          attachments: body.attachments,
          sentAt: now(),
        };
        if (body.draftId && !(await drafts.remove(actor.id, body.draftId, tx)))
          throw draftNotFound(); // sent from another tab meanwhile
        const mailId = await repo.insert(tx, values, to, body.cc, actor.id);
        for (const userId of receivers) {
          await events.record(tx, {
            topic: `user:${userId}`,
            kind: MAIL_EVENT_KIND,
            entityId: mailId,
            version: 1,
            actorId: actor.id,
          });
        }
      });
      // delivered in the app: the e-mail notices go out in the background
      notices?.notify(
        [...receivers].filter((userId) => userId !== actor.id),
        actor.displayName,
        id,
      );
      const [mail] = await held(actor, repo.byId(id));
      if (!mail) throw mailNotFound();
      return mail;
    },

    /** Read, starred, important or trashed: on the person's own copies only. */
    async update(body: MailUpdateBody, actor: MailActor): Promise<number> {
      const { mailIds, isTrashed, addLabelIds = [], removeLabelIds = [], ...flags } = body;
      const ids = [...new Set(mailIds)];
      const add = [...new Set(addLabelIds)];
      for (const labelId of add) if (!(await teamLabels.exists(labelId))) throw teamLabelNotFound();
      if (add.length > 0 || removeLabelIds.length > 0)
        await repo.relabel(actor.id, ids, add, [...new Set(removeLabelIds)]);
      const changes = {
        ...flags,
        ...(isTrashed === undefined ? {} : { trashedAt: isTrashed ? now() : null }),
      };
      if (Object.keys(changes).length === 0) {
        if (add.length === 0 && removeLabelIds.length === 0) return 0;
        return (await repo.held(actor.id, inIds(ids))).reduce(
          (seen, row) => seen.add(row.mail.id),
          new Set<string>(),
        ).size;
      }
      return repo.update(actor.id, ids, changes);
    },

    /** Drafts: saved as written (recipients need not be chosen yet), checked when sent. */
    async createDraft(body: MailDraftBody, actor: MailActor) {
      await checkDraft(body, actor);
      return drafts.create(actor.id, body);
    },
    async updateDraft(id: string, body: MailDraftBody & { version: number }, actor: MailActor) {
      await checkDraft(body, actor);
      return drafts.update(actor.id, id, body);
    },

    /** Resolves once the e-mail notices queued so far were sent or given up. */
    noticesIdle: async () => notices?.idle(),

    /** Whether the person gets e-mail notices, and whether the server can send any. */
    async preferences(actor: MailActor) {
      const [row] = await db
        .select({ emailNotices: mailPreferences.emailNotices })
        .from(mailPreferences)
        .where(eq(mailPreferences.userId, actor.id));
      return { emailNotices: row?.emailNotices ?? false, emailAvailable: notices !== undefined };
    },
    async setPreferences(emailNotices: boolean, actor: MailActor) {
      await db
        .insert(mailPreferences)
        .values({ userId: actor.id, emailNotices })
        .onConflictDoUpdate({ target: mailPreferences.userId, set: { emailNotices } });
      return this.preferences(actor);
    },

    /** Team labels: admins make and remove them (the routes' guard); everyone lists them. */
    createTeamLabel: (body: MailTeamLabelBody) => teamLabels.create(body),
    removeTeamLabel: (id: string) => teamLabels.remove(id),

    /** Whom a mail may be written to: every active member. */
    async contacts(): Promise<MailContact[]> {
      const rows = await repo.contacts(MAIL_LIMITS.contactsMax);
      return rows.map((row) => ({
        id: row.id ?? '',
        displayName: toPerson(row)?.displayName ?? '',
        email: row.email ?? '',
        role: row.role,
      }));
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
