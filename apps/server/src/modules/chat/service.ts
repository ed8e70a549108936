import {
  API,
  CHAT_TIMINGS,
  type ChatConversation,
  type ChatConversationCreate,
  type ChatHistory,
  type ChatMessage,
  type ChatPerson,
  type ChatPresence,
  type ChatPresenceStatus,
  type ChatPresenceUpdate,
  type chatMessageCreateSchema,
  chatTopic,
  CHAT_EVENT_KINDS as KINDS,
  CHAT_LIMITS as L,
} from '@keeling/contract';
import type { z } from 'zod/mini';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { createRateLimiter, type RateLimiter } from '../../db/rate-limiter';
import type { ChatConversationRow, ChatMessageRow, StoredAttachment } from '../../db/schema';
import type { EventsService, TopicVisibility } from '../events/service';
import type { ItemsService } from '../items/service';
import { UPLOAD_NAME, type UploadsService } from '../uploads/service';
import {
  clientIdReused,
  conversationNotFound,
  emptyMessage,
  membersFixed,
  messageNotFound,
  notAuthor,
  notGroupAdmin,
  otherConversation,
  tooManyMessages,
  tooManySignals,
  unknownAttachment,
  unknownItem,
  unknownPerson,
  versionConflict,
} from './errors';
import { chatRepository as repo, type Tx } from './repository';
import { personName, toMessage, toPerson } from './serialize';

/** A chat event reaches the one member its topic names (written once per member). */
export const chatVisibility: TopicVisibility = (user, topic) =>
  topic.startsWith('chat:') && topic.endsWith(`:${user.id}`);

export interface ChatServiceDeps {
  db: Db;
  events: Pick<EventsService, 'transaction' | 'recordMany' | 'signal'>;
  uploads: Pick<UploadsService, 'find'>;
  /** Reads a linked item as the sender may see it (a message links only to what they see). */
  items: Pick<ItemsService, 'resolve'>;
  limiter?: RateLimiter;
}

/** Who acts: their id and their role on the site (an admin may delete any message). */
export type Actor = { id: string; role?: string };

type MessageInput = z.output<typeof chatMessageCreateSchema>;

/** What others see of a report: silent too long or closed is offline; busy wins. */
const statusOf = (
  report: { state: string | null; busy: boolean | null; stale: boolean } | undefined,
): ChatPresenceStatus => {
  if (!report?.state || report.stale || report.state === 'offline') return 'offline';
  if (report.busy) return 'busy';
  return report.state === 'active' ? 'online' : 'away';
};

const directKey = (a: string, b: string) => [a, b].sort().join(':');

/** An upload's name from `/uploads/<name>` or the name itself. */
const uploadName = (value: string) =>
  value.startsWith(`${API.uploadedFiles}/`) ? value.slice(API.uploadedFiles.length + 1) : value;

/**
 * Team chat (issue 33). Every change runs in a transaction that records one live event per
 * member (topic `chat:<conversation>:<member>`): a stream carries a conversation's ids only to
 * its members at the time of the change. A message takes the next sequence number under the
 * conversation's row lock; a retried send (same author and client id) answers the first message.
 */
export function createChatService({
  db,
  events,
  uploads,
  items,
  limiter = createRateLimiter(db),
}: ChatServiceDeps) {
  async function emit(
    tx: Tx,
    conversationId: string,
    memberIds: string[],
    event: { kind: string; entityId: string; version: number; actorId?: string },
  ) {
    await events.recordMany(
      tx,
      memberIds.map((userId) => ({ topic: chatTopic(conversationId, userId), ...event })),
    );
  }

  const memberIdsOf = async (q: Db | Tx, conversationId: string) =>
    (await repo.members(q, [conversationId])).map((m) => m.userId);

  /** The conversation when `userId` is a member; 404 otherwise (no hint that it exists). */
  async function memberOf(q: Db | Tx, conversationId: string, userId: string, lock = false) {
    const conversation = await repo.conversation(q, conversationId, lock);
    const membership = conversation && (await repo.membership(q, conversationId, userId));
    if (!conversation || !membership) throw conversationNotFound();
    return { conversation, membership };
  }

  async function describe(
    q: Db | Tx,
    userId: string,
    rows: ChatConversationRow[],
  ): Promise<ChatConversation[]> {
    const ids = rows.map((row) => row.id);
    const [members, last, unread] = await Promise.all([
      repo.members(q, ids),
      repo.lastMessages(q, rows),
      repo.unreadCounts(q, userId, ids),
    ]);
    const lastBy = new Map(last.map((m) => [m.conversationId, toMessage(m)]));
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      members: members
        .filter((m) => m.conversationId === row.id)
        .map((m) => ({
          id: m.userId,
          name: personName(m),
          photoUrl: m.photoUrl,
          role: m.role,
          readSeq: m.readSeq,
        })),
      lastMessage: lastBy.get(row.id) ?? null,
      lastSeq: row.lastSeq,
      lastActivityAt: row.lastActivityAt.toISOString(),
      unread: unread.get(row.id) ?? 0,
      version: row.version,
    }));
  }

  async function one(q: Db | Tx, userId: string, row: ChatConversationRow) {
    const [conversation] = await describe(q, userId, [row]);
    if (!conversation) throw conversationNotFound();
    return conversation;
  }

  async function checkPeople(tx: Tx, ids: string[]) {
    const unique = [...new Set(ids)];
    if ((await repo.activeUsers(tx, unique)).length !== unique.length) throw unknownPerson();
    return unique;
  }

  /** Files the upload service stored, each once, with the names the sender gave. */
  async function checkAttachments(values: MessageInput['attachments']) {
    const kept = new Map<string, StoredAttachment>();
    for (const { url, name } of values) {
      const file = uploadName(url);
      if (!UPLOAD_NAME.test(file) || !(await uploads.find(file))) throw unknownAttachment();
      if (!kept.has(file)) kept.set(file, { file, name });
    }
    return [...kept.values()];
  }

  async function limit(key: string, max: number) {
    const verdict = await limiter.hit([{ key, max }], 60_000);
    if (verdict.blocked) throw tooManySignals(verdict.retryAfterSeconds);
  }

  async function lockedGroupAsAdmin(tx: Tx, conversationId: string, actor: Actor) {
    const { conversation, membership } = await memberOf(tx, conversationId, actor.id, true);
    if (conversation.kind !== 'group') throw membersFixed();
    if (membership.role !== 'admin') throw notGroupAdmin();
    return conversation;
  }

  return {
    /**
     * The caller is typing: a signal to the conversation's other members (never stored), at
     * most CHAT_LIMITS.typingPerMinute a minute (429 past it).
     */
    async typing(actor: Actor, id: string): Promise<void> {
      await memberOf(db, id, actor.id);
      await limit(`chat-typing:${actor.id}`, L.typingPerMinute);
      const others = (await memberIdsOf(db, id)).filter((userId) => userId !== actor.id);
      if (others.length === 0) return;
      await events.signal({
        topics: others.map((userId) => chatTopic(id, userId)),
        kind: KINDS.typing,
        entityId: actor.id,
        version: 0,
      });
    },

    /**
     * Keeps a tab's report; when what others see changes (online, away, busy, offline), a
     * signal tells the people who share a conversation with the caller (and the caller's other
     * tabs) on their `user:` topics.
     */
    async setPresence(actor: Actor, update: ChatPresenceUpdate): Promise<ChatPresence> {
      await limit(`chat-presence:${actor.id}`, L.presencePerMinute);
      const before = await repo.presence(db, actor.id);
      const saved = await repo.savePresence(db, { userId: actor.id, ...update });
      const was = before && {
        ...before,
        stale: before.seenAt.getTime() < saved.seenAt.getTime() - CHAT_TIMINGS.presenceTtlMs,
      };
      const presence = {
        userId: actor.id,
        status: statusOf({ ...saved, stale: false }),
        busy: saved.busy,
      };
      if (statusOf(was) !== presence.status || before?.busy !== saved.busy) {
        const peers = await repo.peerIds(db, actor.id);
        await events.signal({
          topics: [actor.id, ...peers].map((userId) => `user:${userId}`),
          kind: KINDS.presence,
          entityId: actor.id,
          version: 0,
        });
      }
      return presence;
    },

    /** The presence of the people who share a conversation with the caller (and the caller's). */
    async presence(actor: Actor): Promise<ChatPresence[]> {
      const rows = await repo.presenceOfPeers(db, actor.id, CHAT_TIMINGS.presenceTtlMs);
      return rows.map((row) => ({
        userId: row.userId,
        status: statusOf(row),
        busy: row.busy ?? false,
      }));
    },

    /** Active members but the caller, to start a conversation with. */
    async people(actor: Actor, q?: string): Promise<ChatPerson[]> {
      return (await repo.people(db, actor.id, q || undefined, 50)).map(toPerson);
    },

    /** The caller's conversations, latest activity first; `q` finds names of groups or people. */
    async list(actor: Actor, q?: string) {
      const rows = (await repo.conversationsOf(db, actor.id)).map((row) => row.conversation);
      const all = await describe(db, actor.id, rows);
      const unread = all.reduce((sum, c) => sum + c.unread, 0);
      const needle = q?.trim().toLocaleLowerCase();
      const items = needle
        ? all.filter((c) =>
            [c.name ?? '', ...c.members.filter((m) => m.id !== actor.id).map((m) => m.name)].some(
              (name) => name.toLocaleLowerCase().includes(needle),
            ),
          )
        : all;
      return { items, unread };
    },

    async get(actor: Actor, id: string) {
      const { conversation } = await memberOf(db, id, actor.id);
      return one(db, actor.id, conversation);
    },

    /** A group with the caller as its admin, or the direct conversation with one person. */
    create(actor: Actor, body: ChatConversationCreate) {
      return events.transaction(async (tx) => {
        if (body.kind === 'direct') {
          if (body.userId === actor.id) throw unknownPerson();
          await checkPeople(tx, [body.userId]);
          const key = directKey(actor.id, body.userId);
          const existing = await repo.byDirectKey(tx, key);
          if (existing) return one(tx, actor.id, existing);
          const conversation = await repo.insertConversation(tx, {
            kind: 'direct',
            directKey: key,
            createdBy: actor.id,
          });
          const ids = [actor.id, body.userId];
          await repo.insertMembers(
            tx,
            ids.map((userId) => ({ conversationId: conversation.id, userId, role: 'member' })),
          );
          await emit(tx, conversation.id, ids, {
            kind: KINDS.conversation,
            entityId: conversation.id,
            version: conversation.version,
            actorId: actor.id,
          });
          return one(tx, actor.id, conversation);
        }
        const others = (await checkPeople(tx, body.memberIds)).filter((id) => id !== actor.id);
        if (others.length === 0) throw unknownPerson();
        const conversation = await repo.insertConversation(tx, {
          kind: 'group',
          name: body.name,
          createdBy: actor.id,
        });
        await repo.insertMembers(tx, [
          { conversationId: conversation.id, userId: actor.id, role: 'admin' },
          ...others.map((userId) => ({
            conversationId: conversation.id,
            userId,
            role: 'member' as const,
          })),
        ]);
        await emit(tx, conversation.id, [actor.id, ...others], {
          kind: KINDS.conversation,
          entityId: conversation.id,
          version: conversation.version,
          actorId: actor.id,
        });
        return one(tx, actor.id, conversation);
      });
    },

    rename(actor: Actor, id: string, name: string) {
      return events.transaction(async (tx) => {
        await lockedGroupAsAdmin(tx, id, actor);
        const updated = await repo.updateConversation(tx, id, { name });
        await emit(tx, id, await memberIdsOf(tx, id), {
          kind: KINDS.conversation,
          entityId: id,
          version: updated.version,
          actorId: actor.id,
        });
        return one(tx, actor.id, updated);
      });
    },

    addMembers(actor: Actor, id: string, userIds: string[]) {
      return events.transaction(async (tx) => {
        await lockedGroupAsAdmin(tx, id, actor);
        const added = await checkPeople(tx, userIds);
        const current = await memberIdsOf(tx, id);
        if (new Set([...current, ...added]).size > L.members) throw unknownPerson();
        await repo.insertMembers(
          tx,
          added.map((userId) => ({ conversationId: id, userId, role: 'member' as const })),
        );
        const updated = await repo.updateConversation(tx, id, {});
        await emit(tx, id, await memberIdsOf(tx, id), {
          kind: KINDS.conversation,
          entityId: id,
          version: updated.version,
          actorId: actor.id,
        });
        return one(tx, actor.id, updated);
      });
    },

    /** A group's admin removes a member, or a member leaves (`userId` their own id). */
    removeMember(actor: Actor, id: string, userId: string) {
      return events.transaction(async (tx) => {
        const { conversation, membership } = await memberOf(tx, id, actor.id, true);
        if (conversation.kind !== 'group') throw membersFixed();
        if (userId !== actor.id && membership.role !== 'admin') throw notGroupAdmin();
        const members = await repo.members(tx, [id]);
        const leaving = members.find((m) => m.userId === userId);
        if (!leaving) throw unknownPerson();
        const rest = members.filter((m) => m.userId !== userId);
        await repo.deleteMember(tx, id, userId);
        if (rest.length === 0) {
          await repo.deleteConversation(tx, id);
          await emit(tx, id, [userId], {
            kind: KINDS.conversation,
            entityId: id,
            version: conversation.version + 1,
            actorId: actor.id,
          });
          return;
        }
        // a group keeps an admin: the longest-standing member takes over from the last one
        const heir = rest[0];
        if (heir && !rest.some((m) => m.role === 'admin'))
          await repo.setRole(tx, id, heir.userId, 'admin');
        const updated = await repo.updateConversation(tx, id, {});
        await emit(tx, id, [...rest.map((m) => m.userId), userId], {
          kind: KINDS.conversation,
          entityId: id,
          version: updated.version,
          actorId: actor.id,
        });
      });
    },

    /** Full-text search of the caller's conversations (or of one they are a member of). */
    async search(actor: Actor, q: string, conversationId?: string): Promise<ChatMessage[]> {
      if (conversationId) await memberOf(db, conversationId, actor.id);
      const rows = await repo.search(db, actor.id, q, conversationId, L.searchMax);
      return rows.map((row) => toMessage(row.message));
    },

    /** A page of history, oldest first: the newest page, or before / after a sequence number. */
    async history(
      actor: Actor,
      id: string,
      page: { before?: number; after?: number; limit?: number },
    ): Promise<ChatHistory> {
      await memberOf(db, id, actor.id);
      const limit = page.limit ?? L.pageDefault;
      const rows = await repo.history(db, id, page, limit);
      const items = rows.map(toMessage).sort((a, b) => a.seq - b.seq);
      const first = items[0];
      const nextBefore =
        page.after === undefined && first && first.seq > 1 && rows.length === limit
          ? first.seq
          : null;
      return { items, nextBefore };
    },

    /** Sends a message; the same client id again answers the first one (200, one message). */
    async send(actor: Actor, id: string, input: MessageInput): Promise<ChatMessage> {
      const retried = await repo.messageByClientId(db, actor.id, input.clientId);
      if (retried) return sameSend(retried, id, input);
      const verdict = await limiter.hit(
        [{ key: `chat-send:${actor.id}`, max: L.sendsPerMinute }],
        60_000,
      );
      if (verdict.blocked) throw tooManyMessages(verdict.retryAfterSeconds);
      const attachments = await checkAttachments(input.attachments);
      if (!input.body && attachments.length === 0 && !input.item) throw emptyMessage();
      if (input.item) {
        const [seen] = await items.resolve([input.item], { id: actor.id, role: actor.role ?? '' });
        if (!seen) throw unknownItem();
      }
      try {
        return await events.transaction(async (tx) => {
          const { conversation } = await memberOf(tx, id, actor.id, true);
          if (input.replyToId) {
            const answered = await repo.message(tx, input.replyToId);
            if (!answered || answered.conversationId !== id) throw otherConversation();
          }
          const seq = conversation.lastSeq + 1;
          const message = await repo.insertMessage(tx, {
            conversationId: id,
            seq,
            authorId: actor.id,
            body: input.body,
            replyToId: input.replyToId,
            attachments,
            item: input.item,
            clientId: input.clientId,
          });
          await repo.updateConversation(tx, id, {
            lastSeq: seq,
            lastActivityAt: message.createdAt,
          });
          await repo.markRead(tx, id, actor.id, seq);
          await emit(tx, id, await memberIdsOf(tx, id), {
            kind: KINDS.message,
            entityId: message.id,
            version: message.version,
            actorId: actor.id,
          });
          return toMessage(message);
        });
      } catch (error) {
        // two tries of one send at once: the second finds the first's message
        if (!isUniqueViolation(error)) throw error;
        const first = await repo.messageByClientId(db, actor.id, input.clientId);
        if (!first) throw error;
        return sameSend(first, id, input);
      }
    },

    /** Edits one's own message (shown as edited); 409 with the current one on a stale version. */
    edit(actor: Actor, messageId: string, body: { version: number; body: string }) {
      return events.transaction(async (tx) => {
        const message = await repo.message(tx, messageId, true);
        if (!message || !(await repo.membership(tx, message.conversationId, actor.id)))
          throw messageNotFound();
        if (message.authorId !== actor.id) throw notAuthor();
        if (message.deletedAt) throw messageNotFound();
        if (message.version !== body.version) throw versionConflict(toMessage(message));
        const updated = await repo.updateMessage(tx, messageId, {
          body: body.body,
          editedAt: new Date(),
        });
        await emit(tx, message.conversationId, await memberIdsOf(tx, message.conversationId), {
          kind: KINDS.message,
          entityId: messageId,
          version: updated.version,
          actorId: actor.id,
        });
        return toMessage(updated);
      });
    },

    /** Deletes a message (its text and images are gone; it shows as deleted): its author, or a site admin. */
    remove(actor: Actor, messageId: string) {
      return events.transaction(async (tx) => {
        const message = await repo.message(tx, messageId, true);
        const isAdmin = actor.role === 'admin';
        const member = message && (await repo.membership(tx, message.conversationId, actor.id));
        if (!message || (!member && !isAdmin)) throw messageNotFound();
        if (message.authorId !== actor.id && !isAdmin) throw notAuthor();
        if (message.deletedAt) return toMessage(message);
        const updated = await repo.updateMessage(tx, messageId, {
          body: '',
          attachments: [],
          item: null,
          deletedAt: new Date(),
        });
        await emit(tx, message.conversationId, await memberIdsOf(tx, message.conversationId), {
          kind: KINDS.message,
          entityId: messageId,
          version: updated.version,
          actorId: actor.id,
        });
        return toMessage(updated);
      });
    },

    /** Moves the caller's read position forward (never back, never past the last message). */
    markRead(actor: Actor, id: string, seq: number) {
      return events.transaction(async (tx) => {
        const { conversation, membership } = await memberOf(tx, id, actor.id);
        const target = Math.min(seq, conversation.lastSeq);
        const readSeq =
          target > membership.readSeq
            ? await repo.markRead(tx, id, actor.id, target)
            : membership.readSeq;
        if (readSeq !== membership.readSeq)
          await emit(tx, id, await memberIdsOf(tx, id), {
            kind: KINDS.read,
            entityId: actor.id,
            version: readSeq,
            actorId: actor.id,
          });
        const unread = (await repo.unreadCounts(tx, actor.id, [id])).get(id) ?? 0;
        return { readSeq, unread };
      });
    },
  };

  function sameSend(message: ChatMessageRow, id: string, input: MessageInput) {
    if (message.conversationId !== id || message.body !== input.body) throw clientIdReused();
    return toMessage(message);
  }
}

export type ChatService = ReturnType<typeof createChatService>;
