import type { KanbanBoard, KanbanCard, KanbanColumn, KanbanComment } from '@keeling/contract';
import type { KanbanBoardRow, KanbanCardRow, KanbanColumnRow } from '../../db/schema';

export const toBoard = (row: KanbanBoardRow): KanbanBoard => ({
  id: row.id,
  title: row.title,
  description: row.description,
  labels: row.labels,
  membersOnly: row.membersOnly,
  memberIds: row.memberIds,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toColumn = (row: KanbanColumnRow): KanbanColumn => ({
  id: row.id,
  boardId: row.boardId,
  name: row.name,
  position: row.position,
  version: row.version,
});

export const toCard = (row: KanbanCardRow): KanbanCard => ({
  id: row.id,
  boardId: row.boardId,
  columnId: row.columnId,
  position: row.position,
  title: row.title,
  description: row.description,
  assigneeIds: row.assigneeIds,
  labels: row.labels,
  dueDate: row.dueDate,
  priority: row.priority,
  checklist: row.checklist,
  attachments: row.attachments,
  links: row.links,
  archived: row.archivedAt !== null,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

/** Fractional keys in their order: by code unit (not the database's collation), then by id. */
export const byPosition = <T extends { position: string; id: string }>(a: T, b: T) =>
  a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1;

export const toComment = (row: {
  id: string;
  cardId: string;
  authorId: string | null;
  displayName: string | null;
  email: string | null;
  body: string;
  createdAt: Date;
}): KanbanComment => ({
  id: row.id,
  cardId: row.cardId,
  authorId: row.authorId,
  authorName: row.displayName || row.email || '',
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});
