import { and, asc, desc, eq, gt, ilike, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type ChatConversationRow,
  type ChatMessageRow,
  type ChatPresenceRow,
  chatConversations,
  chatMembers,
  chatMessages,
  chatPresence,
  users,
} from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Q = Db | Tx;

export interface MemberWithPerson {
  conversationId: string;
  userId: string;
  role: 'admin' | 'member';
  readSeq: number;
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
  photoUrl: string | null;
}

const person = {
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
  email: users.email,
  photoUrl: users.photoUrl,
};

/** The chat's queries; `forUpdate` reads lock the row until the transaction ends. */
export const chatRepository = {
  /** The presence a user reported last (none: never reported). */
  async presence(db: Q, userId: string): Promise<ChatPresenceRow | undefined> {
    const [row] = await db.select().from(chatPresence).where(eq(chatPresence.userId, userId));
    return row;
  },

  /** Keeps what a tab reported (`busy` unchanged when not given), seen now. */
  async savePresence(
    db: Q,
    row: { userId: string; state: ChatPresenceRow['state']; busy?: boolean },
  ): Promise<ChatPresenceRow> {
    const [saved] = await db
      .insert(chatPresence)
      .values({ ...row, seenAt: sql`now()` })
      .onConflictDoUpdate({
        target: chatPresence.userId,
        set: {
          state: row.state,
          seenAt: sql`now()`,
          ...(row.busy === undefined ? {} : { busy: row.busy }),
        },
      })
      .returning();
    if (!saved) throw new Error('presence not saved');
    return saved;
  },

  /**
   * The people who share a conversation with `userId` (and `userId`), with their last report
   * (null: never) and whether it is older than `ttlMs` by the database's clock.
   */
  async presenceOfPeers(db: Q, userId: string, ttlMs: number) {
    const mine = db
      .select({ id: chatMembers.conversationId })
      .from(chatMembers)
      .where(eq(chatMembers.userId, userId));
    return db
      .selectDistinct({
        userId: chatMembers.userId,
        state: chatPresence.state,
        busy: chatPresence.busy,
        stale: sql<boolean>`${chatPresence.seenAt} < now() - make_interval(secs => ${ttlMs / 1000})`,
      })
      .from(chatMembers)
      .leftJoin(chatPresence, eq(chatPresence.userId, chatMembers.userId))
      .where(or(inArray(chatMembers.conversationId, mine), eq(chatMembers.userId, userId)));
  },

  /** Ids of the people who share a conversation with `userId` (not `userId`). */
  async peerIds(db: Q, userId: string): Promise<string[]> {
    const mine = db
      .select({ id: chatMembers.conversationId })
      .from(chatMembers)
      .where(eq(chatMembers.userId, userId));
    const rows = await db
      .selectDistinct({ userId: chatMembers.userId })
      .from(chatMembers)
      .where(and(inArray(chatMembers.conversationId, mine), ne(chatMembers.userId, userId)));
    return rows.map((row) => row.userId);
  },

  async conversation(db: Q, id: string, forUpdate = false) {
    const query = db.select().from(chatConversations).where(eq(chatConversations.id, id));
    return (await (forUpdate ? query.for('update') : query))[0] as ChatConversationRow | undefined;
  },

  async membership(db: Q, conversationId: string, userId: string) {
    const [row] = await db
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
    return row;
  },

  /** The conversations `userId` is a member of, the latest activity first. */
  conversationsOf: (db: Q, userId: string) =>
    db
      .select({ conversation: chatConversations })
      .from(chatConversations)
      .innerJoin(chatMembers, eq(chatMembers.conversationId, chatConversations.id))
      .where(eq(chatMembers.userId, userId))
      .orderBy(desc(chatConversations.lastActivityAt), desc(chatConversations.id)),

  async members(db: Q, conversationIds: string[]): Promise<MemberWithPerson[]> {
    if (conversationIds.length === 0) return [];
    return db
      .select({
        conversationId: chatMembers.conversationId,
        userId: chatMembers.userId,
        role: chatMembers.role,
        readSeq: chatMembers.readSeq,
        ...person,
      })
      .from(chatMembers)
      .innerJoin(users, eq(users.id, chatMembers.userId))
      .where(inArray(chatMembers.conversationId, conversationIds))
      .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.userId));
  },

  /** Each conversation's newest message. */
  async lastMessages(db: Q, conversations: { id: string; lastSeq: number }[]) {
    const wanted = conversations.filter((c) => c.lastSeq > 0);
    if (wanted.length === 0) return [];
    return db
      .select()
      .from(chatMessages)
      .where(
        or(
          ...wanted.map((c) =>
            and(eq(chatMessages.conversationId, c.id), eq(chatMessages.seq, c.lastSeq)),
          ),
        ),
      );
  },

  /** Per conversation of `userId`: messages of others after their read position, not deleted. */
  async unreadCounts(db: Q, userId: string, conversationIds: string[]) {
    if (conversationIds.length === 0) return new Map<string, number>();
    const rows = await db
      .select({
        conversationId: chatMessages.conversationId,
        count: sql<number>`count(*)::int`,
      })
      .from(chatMessages)
      .innerJoin(
        chatMembers,
        and(
          eq(chatMembers.conversationId, chatMessages.conversationId),
          eq(chatMembers.userId, userId),
        ),
      )
      .where(
        and(
          inArray(chatMessages.conversationId, conversationIds),
          gt(chatMessages.seq, chatMembers.readSeq),
          sql`${chatMessages.authorId} is distinct from ${userId}`,
          sql`${chatMessages.deletedAt} is null`,
        ),
      )
      .groupBy(chatMessages.conversationId);
    return new Map(rows.map((row) => [row.conversationId, Number(row.count)]));
  },

  /** A page of history: before `before` newest first, or after `after` oldest first. */
  history(db: Q, conversationId: string, page: { before?: number; after?: number }, limit: number) {
    const where = eq(chatMessages.conversationId, conversationId);
    if (page.after !== undefined)
      return db
        .select()
        .from(chatMessages)
        .where(and(where, gt(chatMessages.seq, page.after)))
        .orderBy(asc(chatMessages.seq))
        .limit(limit);
    return db
      .select()
      .from(chatMessages)
      .where(page.before === undefined ? where : and(where, lt(chatMessages.seq, page.before)))
      .orderBy(desc(chatMessages.seq))
      .limit(limit);
  },

  /**
   * Messages of `userId`'s conversations (or of one) whose text matches `q`, read as a web search
   * (`websearch_to_tsquery`: never a syntax error), newest first, deleted ones left out.
   */
  search(db: Q, userId: string, q: string, conversationId: string | undefined, limit: number) {
    return db
      .select({ message: chatMessages })
      .from(chatMessages)
      .innerJoin(
        chatMembers,
        and(
          eq(chatMembers.conversationId, chatMessages.conversationId),
          eq(chatMembers.userId, userId),
        ),
      )
      .where(
        and(
          sql`to_tsvector('simple', ${chatMessages.body}) @@ websearch_to_tsquery('simple', ${q})`,
          sql`${chatMessages.deletedAt} is null`,
          conversationId ? eq(chatMessages.conversationId, conversationId) : undefined,
        ),
      )
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(limit);
  },

  async message(db: Q, id: string, forUpdate = false) {
    const query = db.select().from(chatMessages).where(eq(chatMessages.id, id));
    return (await (forUpdate ? query.for('update') : query))[0] as ChatMessageRow | undefined;
  },

  async messageByClientId(db: Q, authorId: string, clientId: string) {
    const [row] = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.authorId, authorId), eq(chatMessages.clientId, clientId)));
    return row;
  },

  async insertMessage(db: Q, values: typeof chatMessages.$inferInsert) {
    const [row] = await db.insert(chatMessages).values(values).returning();
    return row as ChatMessageRow;
  },

  async updateMessage(db: Q, id: string, values: Partial<typeof chatMessages.$inferInsert>) {
    const [row] = await db
      .update(chatMessages)
      .set({ ...values, version: sql`${chatMessages.version} + 1`, updatedAt: new Date() })
      .where(eq(chatMessages.id, id))
      .returning();
    return row as ChatMessageRow;
  },

  async insertConversation(db: Q, values: typeof chatConversations.$inferInsert) {
    const [row] = await db.insert(chatConversations).values(values).returning();
    return row as ChatConversationRow;
  },

  async updateConversation(
    db: Q,
    id: string,
    values: Partial<typeof chatConversations.$inferInsert>,
  ) {
    const [row] = await db
      .update(chatConversations)
      .set({ ...values, version: sql`${chatConversations.version} + 1`, updatedAt: new Date() })
      .where(eq(chatConversations.id, id))
      .returning();
    return row as ChatConversationRow;
  },

  async byDirectKey(db: Q, key: string) {
    const [row] = await db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.directKey, key));
    return row;
  },

  insertMembers: (db: Q, values: (typeof chatMembers.$inferInsert)[]) =>
    db.insert(chatMembers).values(values).onConflictDoNothing(),

  deleteMember: (db: Q, conversationId: string, userId: string) =>
    db
      .delete(chatMembers)
      .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId))),

  setRole: (db: Q, conversationId: string, userId: string, role: 'admin' | 'member') =>
    db
      .update(chatMembers)
      .set({ role })
      .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId))),

  deleteConversation: (db: Q, id: string) =>
    db.delete(chatConversations).where(eq(chatConversations.id, id)),

  /** Moves a member's read position forward only; answers the position kept. */
  async markRead(db: Q, conversationId: string, userId: string, seq: number) {
    const [row] = await db
      .update(chatMembers)
      .set({ readSeq: sql`greatest(${chatMembers.readSeq}, ${seq})` })
      .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)))
      .returning({ readSeq: chatMembers.readSeq });
    return row?.readSeq ?? 0;
  },

  /** Which of `ids` are active users. */
  async activeUsers(db: Q, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.status, 'active')));
    return rows.map((row) => row.id);
  },

  /** Active members but `exceptId`, found by name or email. */
  people(db: Q, exceptId: string, q: string | undefined, limit: number) {
    const pattern = q ? containsPattern(q) : undefined;
    return db
      .select({ id: users.id, ...person })
      .from(users)
      .where(
        and(
          eq(users.status, 'active'),
          ne(users.id, exceptId),
          pattern
            ? or(
                ilike(users.firstName, pattern),
                ilike(users.lastName, pattern),
                ilike(users.displayName, pattern),
                ilike(users.email, pattern),
                ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
              )
            : undefined,
        ),
      )
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(limit);
  },
};
