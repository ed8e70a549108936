import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type KanbanBoardRow,
  type KanbanCardRow,
  type KanbanColumnRow,
  kanbanBoards,
  kanbanCards,
  kanbanColumns,
  kanbanComments,
  users,
} from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Q = Db | Tx;

export type NewCard = typeof kanbanCards.$inferInsert;

/** The boards' queries; `forUpdate` reads lock the row until the transaction ends. */
export const kanbanRepository = {
  boards: (db: Q) => db.select().from(kanbanBoards).orderBy(asc(kanbanBoards.createdAt)),

  async board(db: Q, id: string, forUpdate = false): Promise<KanbanBoardRow | undefined> {
    const query = db.select().from(kanbanBoards).where(eq(kanbanBoards.id, id));
    return (await (forUpdate ? query.for('update') : query))[0];
  },

  async column(db: Q, id: string, forUpdate = false): Promise<KanbanColumnRow | undefined> {
    const query = db.select().from(kanbanColumns).where(eq(kanbanColumns.id, id));
    return (await (forUpdate ? query.for('update') : query))[0];
  },

  async card(db: Q, id: string, forUpdate = false): Promise<KanbanCardRow | undefined> {
    const query = db.select().from(kanbanCards).where(eq(kanbanCards.id, id));
    return (await (forUpdate ? query.for('update') : query))[0];
  },

  columns: (db: Q, boardId: string) =>
    db.select().from(kanbanColumns).where(eq(kanbanColumns.boardId, boardId)),

  /** The cards of a board (or of one column) not archived. */
  cards: (db: Q, where: { boardId: string } | { columnId: string }) =>
    db
      .select()
      .from(kanbanCards)
      .where(
        and(
          'boardId' in where
            ? eq(kanbanCards.boardId, where.boardId)
            : eq(kanbanCards.columnId, where.columnId),
          isNull(kanbanCards.archivedAt),
        ),
      ),

  /** The archived cards of a board, the latest archived first. */
  archivedCards: (db: Q, boardId: string) =>
    db
      .select()
      .from(kanbanCards)
      .where(and(eq(kanbanCards.boardId, boardId), isNotNull(kanbanCards.archivedAt)))
      .orderBy(desc(kanbanCards.archivedAt)),

  /** Takes labels off every card of a board that carries them (archived ones too). */
  async dropLabels(db: Q, boardId: string, names: string[]): Promise<KanbanCardRow[]> {
    if (names.length === 0) return [];
    return db
      .update(kanbanCards)
      .set({
        labels: sql`array(select l from unnest(${kanbanCards.labels}) as l where not (l = any(${sql.param(names)}::text[])))`,
        version: sql`${kanbanCards.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(kanbanCards.boardId, boardId),
          sql`${kanbanCards.labels} && ${sql.param(names)}::text[]`,
        ),
      )
      .returning();
  },

  /** A card's comments, oldest first, with their author's name (display name, else email). */
  comments: (db: Q, cardId: string) =>
    db
      .select({
        id: kanbanComments.id,
        cardId: kanbanComments.cardId,
        authorId: kanbanComments.authorId,
        displayName: users.displayName,
        email: users.email,
        body: kanbanComments.body,
        createdAt: kanbanComments.createdAt,
      })
      .from(kanbanComments)
      .leftJoin(users, eq(users.id, kanbanComments.authorId))
      .where(eq(kanbanComments.cardId, cardId))
      .orderBy(asc(kanbanComments.createdAt), asc(kanbanComments.id)),

  async insertComment(db: Q, values: typeof kanbanComments.$inferInsert) {
    const [row] = await db.insert(kanbanComments).values(values).returning();
    return row as typeof kanbanComments.$inferSelect;
  },

  /** A user's open cards due by `until`, soonest first, with their board. */
  myCards: (db: Q, userId: string, until: string, limit: number) =>
    db
      .select({ card: kanbanCards, board: kanbanBoards })
      .from(kanbanCards)
      .innerJoin(kanbanBoards, eq(kanbanBoards.id, kanbanCards.boardId))
      .where(
        and(
          sql`${userId}::uuid = any(${kanbanCards.assigneeIds})`,
          isNull(kanbanCards.archivedAt),
          isNotNull(kanbanCards.columnId),
          lte(kanbanCards.dueDate, until),
        ),
      )
      .orderBy(asc(kanbanCards.dueDate), asc(kanbanCards.title))
      .limit(limit),

  /** The active users, by name: who a card can be assigned to. */
  people: (db: Q) =>
    db
      .select({ id: users.id, displayName: users.displayName, email: users.email })
      .from(users)
      .where(eq(users.status, 'active'))
      .orderBy(asc(users.displayName), asc(users.email)),

  async insertBoard(db: Q, values: typeof kanbanBoards.$inferInsert) {
    const [row] = await db.insert(kanbanBoards).values(values).returning();
    return row as KanbanBoardRow;
  },

  async insertColumns(db: Q, values: (typeof kanbanColumns.$inferInsert)[]) {
    if (values.length === 0) return [];
    return db.insert(kanbanColumns).values(values).returning();
  },

  async insertCard(db: Q, values: NewCard) {
    const [row] = await db.insert(kanbanCards).values(values).returning();
    return row as KanbanCardRow;
  },

  async updateBoard(db: Q, id: string, values: Partial<typeof kanbanBoards.$inferInsert>) {
    const [row] = await db
      .update(kanbanBoards)
      .set({ ...values, version: sql`${kanbanBoards.version} + 1`, updatedAt: new Date() })
      .where(eq(kanbanBoards.id, id))
      .returning();
    return row as KanbanBoardRow;
  },

  async updateColumn(db: Q, id: string, values: Partial<typeof kanbanColumns.$inferInsert>) {
    const [row] = await db
      .update(kanbanColumns)
      .set({ ...values, version: sql`${kanbanColumns.version} + 1`, updatedAt: new Date() })
      .where(eq(kanbanColumns.id, id))
      .returning();
    return row as KanbanColumnRow;
  },

  async updateCard(db: Q, id: string, values: Partial<NewCard>) {
    const [row] = await db
      .update(kanbanCards)
      .set({ ...values, version: sql`${kanbanCards.version} + 1`, updatedAt: new Date() })
      .where(eq(kanbanCards.id, id))
      .returning();
    return row as KanbanCardRow;
  },

  deleteBoard: (db: Q, id: string) => db.delete(kanbanBoards).where(eq(kanbanBoards.id, id)),
  deleteColumn: (db: Q, id: string) => db.delete(kanbanColumns).where(eq(kanbanColumns.id, id)),
  deleteCard: (db: Q, id: string) => db.delete(kanbanCards).where(eq(kanbanCards.id, id)),

  /** How many of `ids` are active users. */
  async activeUsers(db: Q, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.status, 'active')));
    return rows.length;
  },
};
