import {
  type ItemRef,
  KANBAN_MY_CARDS_MAX,
  type KanbanBoard,
  type KanbanBoardDetails,
  type KanbanCard,
  type KanbanCardMove,
  type KanbanColumn,
  type KanbanComment,
  KANBAN_EVENT_KINDS as KINDS,
  type kanbanBoardCreateSchema,
  type kanbanBoardUpdateSchema,
  type kanbanCardCreateSchema,
  type kanbanCardUpdateSchema,
  type kanbanColumnMoveSchema,
  type kanbanColumnUpdateSchema,
} from '@keeling/contract';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import type { z } from 'zod/mini';
import type { Db } from '../../db/client';
import type { KanbanBoardRow } from '../../db/schema';
import { sanitizeRichText } from '../../lib/rich-text';
import type { EventsService, TopicVisibility } from '../events/service';
import type { ItemsService } from '../items/service';
import {
  boardNotFound,
  cardNotFound,
  columnNotFound,
  noColumn,
  otherBoard,
  unknownAssignee,
  unknownLabel,
  unknownLink,
  versionConflict,
} from './errors';
import { kanbanRepository as repo, type Tx } from './repository';
import { byPosition, toBoard, toCard, toColumn, toComment } from './serialize';

/** The live events' topic of a board. */
export const boardTopic = (boardId: string) => `board:${boardId}`;

/** Who reads (and, by role, changes) a board: everyone, or a members-only board's members and admins. */
export type Viewer = { id: string; role: string };
export const canSeeBoard = (
  board: Pick<KanbanBoardRow, 'membersOnly' | 'memberIds' | 'createdBy'>,
  viewer: Viewer | undefined,
) =>
  viewer === undefined ||
  !board.membersOnly ||
  viewer.role === 'admin' ||
  board.createdBy === viewer.id ||
  board.memberIds.includes(viewer.id);

/**
 * A `board:<id>` event reaches whoever may see that board (read when the event is sent, so a
 * board made members-only stops reaching the others at once); a deleted board's last event
 * reaches no one but an admin.
 */
export function createKanbanVisibility(db: Db): TopicVisibility {
  return async (user, topic) => {
    if (!topic.startsWith('board:')) return false;
    const board = await repo.board(db, topic.slice(6));
    return board ? canSeeBoard(board, user) : user.role === 'admin';
  };
}

export interface KanbanServiceDeps {
  db: Db;
  events: Pick<EventsService, 'transaction' | 'record'>;
  /** Reads a card's links to Keeling items, as the person saving the card may see them. */
  items: Pick<ItemsService, 'resolve'>;
}

/** The key after the last of `rows` (in order), or between `after` and the one following it. */
function keyAfter(rows: { id: string; position: string }[], afterId: string | null): string {
  const sorted = [...rows].sort(byPosition);
  if (afterId === null) return generateKeyBetween(null, sorted[0]?.position ?? null);
  const index = sorted.findIndex((row) => row.id === afterId);
  if (index < 0) throw otherBoard();
  const previous = sorted[index]?.position ?? null;
  // two rows moved to one place at once may share a key: the next one is the next greater key
  const next = sorted.slice(index + 1).find((row) => previous === null || row.position > previous);
  return generateKeyBetween(previous, next?.position ?? null);
}

const lastKey = (rows: { id: string; position: string }[]) =>
  keyAfter(rows, [...rows].sort(byPosition).at(-1)?.id ?? null);

/**
 * Team boards (issue 31). Each write runs in a transaction that records its live event (topic
 * `board:<id>`), so a change and its event commit together; a move saves one card (or column)
 * with a fractional key between its new neighbours; every change of an existing thing checks
 * the version it was read at (409 with the current one).
 */
export function createKanbanService({ db, events, items }: KanbanServiceDeps) {
  const emit = (tx: Tx, boardId: string, kind: string, entityId: string, version: number) =>
    events.record(tx, { topic: boardTopic(boardId), kind, entityId, version });

  /** Whether `viewer` may see the board (a members-only board's outsiders: false). */
  async function allowed(q: Tx | Db, boardId: string, viewer: Viewer | undefined) {
    if (viewer === undefined) return true;
    const board = await repo.board(q, boardId);
    return board !== undefined && canSeeBoard(board, viewer);
  }

  /** The board, when `viewer` may see it (404 otherwise: a members-only board is not disclosed). */
  async function visibleBoard(q: Tx | Db, id: string, viewer: Viewer | undefined, lock = false) {
    const board = await repo.board(q, id, lock);
    if (!board || !canSeeBoard(board, viewer)) throw boardNotFound();
    return board;
  }

  async function lockedCard(tx: Tx, id: string, version: number, viewer?: Viewer) {
    const card = await repo.card(tx, id, true);
    if (!card || !(await allowed(tx, card.boardId, viewer))) throw cardNotFound();
    if (card.version !== version) throw versionConflict({ card: toCard(card) });
    return card;
  }

  async function lockedColumn(tx: Tx, id: string, version?: number, viewer?: Viewer) {
    const column = await repo.column(tx, id, true);
    if (!column || !(await allowed(tx, column.boardId, viewer))) throw columnNotFound();
    if (version !== undefined && column.version !== version)
      throw versionConflict({ column: toColumn(column) });
    return column;
  }

  async function checkAssignees(tx: Tx, ids: string[] | undefined) {
    const unique = [...new Set(ids ?? [])];
    if ((await repo.activeUsers(tx, unique)) !== unique.length) throw unknownAssignee();
    return ids === undefined ? undefined : unique;
  }

  /**
   * A card's links, each to an item that exists and that `viewer` may see (400 otherwise). Read
   * before the card's transaction (the items module reads through its own connection).
   */
  async function checkLinks(links: ItemRef[] | undefined, viewer: Viewer | undefined) {
    if (!links?.length || viewer === undefined) return;
    if ((await items.resolve(links, viewer)).some((item) => item === null)) throw unknownLink();
  }

  /** The card's labels, each one of its board's (400 otherwise). */
  async function checkLabels(tx: Tx, boardId: string, labels: string[] | undefined) {
    if (labels === undefined) return undefined;
    const board = await repo.board(tx, boardId);
    const names = new Set(board?.labels.map((label) => label.name));
    const unique = [...new Set(labels)];
    if (unique.some((name) => !names.has(name))) throw unknownLabel();
    return unique;
  }

  /** Where a card whose column is gone comes back: the end of the board's first column. */
  async function restorePlace(tx: Tx, boardId: string) {
    const first = (await repo.columns(tx, boardId)).sort(byPosition)[0];
    if (!first) throw noColumn();
    return { columnId: first.id, position: lastKey(await repo.cards(tx, { columnId: first.id })) };
  }

  return {
    async boards(viewer?: Viewer): Promise<KanbanBoard[]> {
      return (await repo.boards(db)).filter((board) => canSeeBoard(board, viewer)).map(toBoard);
    },

    async board(id: string, viewer?: Viewer): Promise<KanbanBoardDetails> {
      const board = await visibleBoard(db, id, viewer);
      const [columns, cards] = await Promise.all([
        repo.columns(db, id),
        repo.cards(db, { boardId: id }),
      ]);
      return {
        board: toBoard(board),
        columns: columns.sort(byPosition).map(toColumn),
        cards: cards.sort(byPosition).map(toCard),
      };
    },

    /** A card's comments, oldest first. */
    async comments(cardId: string, viewer?: Viewer): Promise<KanbanComment[]> {
      const card = await repo.card(db, cardId);
      if (!card || !(await allowed(db, card.boardId, viewer))) throw cardNotFound();
      return (await repo.comments(db, cardId)).map(toComment);
    },

    /** A member's comment (viewers too): a live event on the card's board. */
    addComment(cardId: string, body: string, actor: Viewer): Promise<KanbanComment> {
      return events.transaction(async (tx) => {
        const card = await repo.card(tx, cardId);
        if (!card || !(await allowed(tx, card.boardId, actor))) throw cardNotFound();
        const row = await repo.insertComment(tx, { cardId, authorId: actor.id, body });
        await emit(tx, card.boardId, KINDS.comment, cardId, card.version);
        const [comment] = (await repo.comments(tx, cardId)).filter((c) => c.id === row.id);
        if (!comment) throw cardNotFound();
        return toComment(comment);
      });
    },

    /** The viewer's open cards due by `until` (overdue too) on the boards they see. */
    async myCards(viewer: Viewer, until: string) {
      // a members-only board they left is skipped: read a few more than shown
      const rows = await repo.myCards(db, viewer.id, until, KANBAN_MY_CARDS_MAX * 2);
      return rows
        .filter((row) => canSeeBoard(row.board, viewer))
        .slice(0, KANBAN_MY_CARDS_MAX)
        .map((row) => ({ card: toCard(row.card), boardTitle: row.board.title }));
    },

    async archived(boardId: string, viewer?: Viewer): Promise<KanbanCard[]> {
      await visibleBoard(db, boardId, viewer);
      return (await repo.archivedCards(db, boardId)).map(toCard);
    },

    /** The active members a card can be assigned to: their display name, else their email. */
    async people(): Promise<{ id: string; name: string }[]> {
      return (await repo.people(db)).map((row) => ({
        id: row.id,
        name: row.displayName || row.email,
      }));
    },

    createBoard(body: z.output<typeof kanbanBoardCreateSchema>, actor: { id: string }) {
      return events.transaction(async (tx) => {
        const board = await repo.insertBoard(tx, {
          title: body.title,
          description: body.description,
          labels: body.labels,
          membersOnly: body.membersOnly,
          memberIds: (await checkAssignees(tx, body.memberIds)) ?? [],
          createdBy: actor.id,
        });
        const keys = generateNKeysBetween(null, null, body.columns.length);
        await repo.insertColumns(
          tx,
          body.columns.map((name, i) => ({ boardId: board.id, name, position: keys[i] ?? '' })),
        );
        await emit(tx, board.id, KINDS.board, board.id, board.version);
        return toBoard(board);
      });
    },

    updateBoard(id: string, body: z.output<typeof kanbanBoardUpdateSchema>, viewer?: Viewer) {
      return events.transaction(async (tx) => {
        const board = await visibleBoard(tx, id, viewer, true);
        if (board.version !== body.version) throw versionConflict({ board: toBoard(board) });
        const { version: _, ...changes } = body;
        const memberIds = await checkAssignees(tx, changes.memberIds);
        const updated = await repo.updateBoard(tx, id, {
          ...changes,
          ...(memberIds ? { memberIds } : {}),
        });
        if (changes.labels) {
          const kept = new Set(changes.labels.map((label) => label.name));
          const gone = board.labels.map((label) => label.name).filter((name) => !kept.has(name));
          for (const card of await repo.dropLabels(tx, id, gone))
            await emit(tx, id, KINDS.card, card.id, card.version);
        }
        await emit(tx, id, KINDS.board, id, updated.version);
        return toBoard(updated);
      });
    },

    deleteBoard(id: string, viewer?: Viewer) {
      return events.transaction(async (tx) => {
        const board = await visibleBoard(tx, id, viewer, true);
        await repo.deleteBoard(tx, id);
        await emit(tx, id, KINDS.board, id, board.version + 1);
      });
    },

    addColumn(boardId: string, name: string, viewer?: Viewer): Promise<KanbanColumn> {
      return events.transaction(async (tx) => {
        await visibleBoard(tx, boardId, viewer, true);
        const position = lastKey(await repo.columns(tx, boardId));
        const [column] = await repo.insertColumns(tx, [{ boardId, name, position }]);
        if (!column) throw columnNotFound();
        await emit(tx, boardId, KINDS.column, column.id, column.version);
        return toColumn(column);
      });
    },

    renameColumn(id: string, body: z.output<typeof kanbanColumnUpdateSchema>, viewer?: Viewer) {
      return events.transaction(async (tx) => {
        await lockedColumn(tx, id, body.version, viewer);
        const column = await repo.updateColumn(tx, id, { name: body.name });
        await emit(tx, column.boardId, KINDS.column, id, column.version);
        return toColumn(column);
      });
    },

    moveColumn(id: string, body: z.output<typeof kanbanColumnMoveSchema>, viewer?: Viewer) {
      return events.transaction(async (tx) => {
        const column = await lockedColumn(tx, id, body.version, viewer);
        const others = (await repo.columns(tx, column.boardId)).filter((c) => c.id !== id);
        const position = keyAfter(others, body.afterId);
        const moved = await repo.updateColumn(tx, id, { position });
        await emit(tx, column.boardId, KINDS.column, id, moved.version);
        return toColumn(moved);
      });
    },

    /** Deletes a column; its cards go to the end of `cardsTo` (same board) or are archived. */
    deleteColumn(id: string, cardsTo: string | undefined, viewer?: Viewer) {
      return events.transaction(async (tx) => {
        const column = await lockedColumn(tx, id, undefined, viewer);
        const cards = (await repo.cards(tx, { columnId: id })).sort(byPosition);
        if (cardsTo !== undefined) {
          const target = await lockedColumn(tx, cardsTo);
          if (target.boardId !== column.boardId || target.id === id) throw otherBoard();
          const start = lastKey(await repo.cards(tx, { columnId: cardsTo }));
          const keys = generateNKeysBetween(start, null, cards.length);
          for (const [i, card] of cards.entries()) {
            const moved = await repo.updateCard(tx, card.id, {
              columnId: cardsTo,
              position: keys[i] ?? start,
            });
            await emit(tx, column.boardId, KINDS.card, card.id, moved.version);
          }
        } else {
          for (const card of cards) {
            const archived = await repo.updateCard(tx, card.id, { archivedAt: new Date() });
            await emit(tx, column.boardId, KINDS.card, card.id, archived.version);
          }
        }
        // the column's archived cards stay archived, with no column (restored into the first)
        await repo.deleteColumn(tx, id);
        await emit(tx, column.boardId, KINDS.column, id, column.version + 1);
      });
    },

    async addCard(columnId: string, body: z.output<typeof kanbanCardCreateSchema>, actor: Viewer) {
      await checkLinks(body.links, actor);
      return events.transaction(async (tx): Promise<KanbanCard> => {
        const column = await lockedColumn(tx, columnId, undefined, actor);
        const assigneeIds = (await checkAssignees(tx, body.assigneeIds)) ?? [];
        const labels = (await checkLabels(tx, column.boardId, body.labels)) ?? [];
        const card = await repo.insertCard(tx, {
          ...body,
          description: sanitizeRichText(body.description),
          assigneeIds,
          labels,
          boardId: column.boardId,
          columnId,
          position: lastKey(await repo.cards(tx, { columnId })),
          createdBy: actor.id,
        });
        await emit(tx, column.boardId, KINDS.card, card.id, card.version);
        return toCard(card);
      });
    },

    async updateCard(id: string, body: z.output<typeof kanbanCardUpdateSchema>, viewer?: Viewer) {
      await checkLinks(body.links, viewer);
      return events.transaction(async (tx): Promise<KanbanCard> => {
        const current = await lockedCard(tx, id, body.version, viewer);
        const { version: _, archived, ...changes } = body;
        const assigneeIds = await checkAssignees(tx, changes.assigneeIds);
        const labels = await checkLabels(tx, current.boardId, changes.labels);
        const card = await repo.updateCard(tx, id, {
          ...changes,
          ...(changes.description === undefined
            ? {}
            : { description: sanitizeRichText(changes.description) }),
          ...(assigneeIds ? { assigneeIds } : {}),
          ...(labels ? { labels } : {}),
          ...(archived === undefined ? {} : { archivedAt: archived ? new Date() : null }),
          ...(archived === false && current.columnId === null
            ? await restorePlace(tx, current.boardId)
            : {}),
        });
        await emit(tx, card.boardId, KINDS.card, id, card.version);
        return toCard(card);
      });
    },

    /** Saves this card only: its column and a key between its new neighbours. */
    moveCard(id: string, body: KanbanCardMove, viewer?: Viewer) {
      return events.transaction(async (tx): Promise<KanbanCard> => {
        const card = await lockedCard(tx, id, body.version, viewer);
        const column = await repo.column(tx, body.columnId);
        if (!column) throw columnNotFound();
        if (column.boardId !== card.boardId) throw otherBoard();
        const others = (await repo.cards(tx, { columnId: column.id })).filter((c) => c.id !== id);
        const position = keyAfter(others, body.afterId);
        const moved = await repo.updateCard(tx, id, { columnId: column.id, position });
        await emit(tx, card.boardId, KINDS.card, id, moved.version);
        return toCard(moved);
      });
    },

    deleteCard(id: string, viewer?: Viewer) {
      return events.transaction(async (tx) => {
        const card = await repo.card(tx, id, true);
        if (!card || !(await allowed(tx, card.boardId, viewer))) throw cardNotFound();
        await repo.deleteCard(tx, id);
        await emit(tx, card.boardId, KINDS.card, id, card.version + 1);
      });
    },
  };
}

export type KanbanService = ReturnType<typeof createKanbanService>;
