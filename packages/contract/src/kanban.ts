import { z } from 'zod/mini';
import { errorResponseSchema } from './common';
import { type ItemRef, itemRefSchema } from './items';
import { KANBAN_LABEL_COLORS, KANBAN_PRIORITIES, KANBAN_LIMITS as L } from './kanban-constants';

export * from './kanban-constants';

// Team boards (issue 31): boards, their columns and cards. Every write of an existing thing
// sends the `version` it read; a stale one answers 409 with the thing as it is now.

const text = (max: number, label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const version = z.int().check(z.minimum(1));

export const kanbanPrioritySchema = z.enum(KANBAN_PRIORITIES);

export const kanbanLabelColorSchema = z.enum(KANBAN_LABEL_COLORS);

/** A board's label: cards carry its name; the board gives it its colour. */
export const kanbanLabelSchema = z.object({
  name: text(L.label, 'Label'),
  color: kanbanLabelColorSchema,
});
export type KanbanLabel = z.infer<typeof kanbanLabelSchema>;

const boardLabels = z.array(kanbanLabelSchema).check(
  z.maxLength(L.labels),
  z.refine(
    (labels) => new Set(labels.map((label) => label.name)).size === labels.length,
    'Each label is named once',
  ),
);

const boardMembers = z.array(z.uuid()).check(z.maxLength(L.members));

export const kanbanBoardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  labels: z.array(kanbanLabelSchema),
  /** Seen only by its members (and its maker, and admins); their events too. */
  membersOnly: z.boolean(),
  memberIds: z.array(z.uuid()),
  version: z.int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type KanbanBoard = z.infer<typeof kanbanBoardSchema>;

export const kanbanColumnSchema = z.object({
  id: z.uuid(),
  boardId: z.uuid(),
  name: z.string(),
  position: z.string(),
  version: z.int(),
});
export type KanbanColumn = z.infer<typeof kanbanColumnSchema>;

/** One step of a card's checklist (its id made by the page, to keep it through edits). */
export const kanbanChecklistItemSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(40)),
  text: text(L.checklistItem, 'Item'),
  done: z.boolean(),
});
export type KanbanChecklistItem = z.infer<typeof kanbanChecklistItemSchema>;

/** A file of the upload service attached to a card: its public path and the name shown. */
export const kanbanAttachmentSchema = z.object({
  url: z.string().check(z.regex(/^\/uploads\/[A-Za-z0-9._-]+$/, 'Must be an uploaded file')),
  name: text(L.attachmentName, 'Name'),
});
export type KanbanAttachment = z.infer<typeof kanbanAttachmentSchema>;

/** A card's links to Keeling items: each item once. */
const cardLinks = z.array(itemRefSchema).check(
  z.maxLength(L.links),
  z.refine(
    (links) => new Set(links.map((link) => `${link.type}:${link.id}`)).size === links.length,
    'Each item is linked once',
  ),
);

export const kanbanCardSchema = z.object({
  id: z.uuid(),
  boardId: z.uuid(),
  /** Null for an archived card whose column was deleted: restored into the first column. */
  columnId: z.nullable(z.uuid()),
  position: z.string(),
  title: z.string(),
  description: z.string(),
  assigneeIds: z.array(z.uuid()),
  labels: z.array(z.string()),
  dueDate: z.nullable(z.iso.date()),
  priority: kanbanPrioritySchema,
  checklist: z.array(kanbanChecklistItemSchema),
  attachments: z.array(kanbanAttachmentSchema),
  /** Links to a data set, chart, dashboard, trip, article or card (decision 0069). */
  links: z.array(itemRefSchema),
  archived: z.boolean(),
  version: z.int(),
  updatedAt: z.iso.datetime(),
});
export type KanbanCard = z.infer<typeof kanbanCardSchema>;

export const kanbanBoardListResponseSchema = z.object({ items: z.array(kanbanBoardSchema) });
export const kanbanBoardResponseSchema = z.object({ board: kanbanBoardSchema });
/** A board with its columns and its cards not archived, each list in its order. */
export const kanbanBoardDetailsResponseSchema = z.object({
  board: kanbanBoardSchema,
  columns: z.array(kanbanColumnSchema),
  cards: z.array(kanbanCardSchema),
});
export type KanbanBoardDetails = z.infer<typeof kanbanBoardDetailsResponseSchema>;
export const kanbanColumnResponseSchema = z.object({ column: kanbanColumnSchema });
export const kanbanCardResponseSchema = z.object({ card: kanbanCardSchema });

export const kanbanIdParamsSchema = z.object({ id: z.uuid('Must be a valid id') });

export const kanbanBoardCreateSchema = z.strictObject({
  title: text(L.title, 'Title'),
  description: z._default(optionalText(L.description), ''),
  labels: z._default(boardLabels, [] as KanbanLabel[]),
  membersOnly: z._default(z.boolean(), false),
  memberIds: z._default(boardMembers, [] as string[]),
  /** The first columns, in order. */
  columns: z._default(
    z.array(text(L.columnName, 'Column name')).check(z.maxLength(20)),
    [] as string[],
  ),
});
export type KanbanBoardCreate = z.input<typeof kanbanBoardCreateSchema>;

/** The board dialog's values. */
export const kanbanBoardFormSchema = z.strictObject({
  title: text(L.title, 'Title'),
  description: optionalText(L.description),
  labels: boardLabels,
  membersOnly: z.boolean(),
  memberIds: boardMembers,
});
export type KanbanBoardForm = z.infer<typeof kanbanBoardFormSchema>;

export const kanbanBoardUpdateSchema = z.strictObject({
  version,
  title: z.optional(text(L.title, 'Title')),
  description: z.optional(optionalText(L.description)),
  /** The board's labels; a label taken away is taken off its cards. */
  labels: z.optional(boardLabels),
  membersOnly: z.optional(z.boolean()),
  memberIds: z.optional(boardMembers),
});
export type KanbanBoardUpdate = z.input<typeof kanbanBoardUpdateSchema>;

export const kanbanColumnCreateSchema = z.strictObject({ name: text(L.columnName, 'Name') });

export const kanbanColumnUpdateSchema = z.strictObject({
  version,
  name: text(L.columnName, 'Name'),
});
export type KanbanColumnUpdate = z.input<typeof kanbanColumnUpdateSchema>;

/** Puts a column after another one (null: first). */
export const kanbanColumnMoveSchema = z.strictObject({
  version,
  afterId: z.nullable(z.uuid()),
});
export type KanbanColumnMove = z.input<typeof kanbanColumnMoveSchema>;

/** What becomes of a deleted column's cards: moved to another column of the board, or archived. */
export const kanbanColumnDeleteQuerySchema = z.object({
  cardsTo: z.optional(z.uuid()),
});

const cardFields = {
  title: text(L.title, 'Title'),
  /** HTML from the editor the blog uses; the server keeps only its allow-list (lib/rich-text). */
  description: optionalText(L.description),
  assigneeIds: z.array(z.uuid()).check(z.maxLength(L.assignees)),
  labels: z.array(text(L.label, 'Label')).check(z.maxLength(L.labels)),
  dueDate: z.nullable(z.iso.date('Must be a date (YYYY-MM-DD)')),
  priority: kanbanPrioritySchema,
  checklist: z.array(kanbanChecklistItemSchema).check(z.maxLength(L.checklist)),
  attachments: z.array(kanbanAttachmentSchema).check(z.maxLength(L.attachments)),
  links: cardLinks,
};

/** The card dialog's values: every field of a card, as the page edits it. */
export const kanbanCardFormSchema = z.strictObject(cardFields);
export type KanbanCardForm = z.infer<typeof kanbanCardFormSchema>;

export const kanbanCardCreateSchema = z.strictObject({
  title: cardFields.title,
  description: z._default(cardFields.description, ''),
  assigneeIds: z._default(cardFields.assigneeIds, [] as string[]),
  labels: z._default(cardFields.labels, [] as string[]),
  dueDate: z._default(cardFields.dueDate, null),
  priority: z._default(cardFields.priority, 'medium'),
  checklist: z._default(cardFields.checklist, [] as KanbanChecklistItem[]),
  attachments: z._default(cardFields.attachments, [] as KanbanAttachment[]),
  links: z._default(cardFields.links, [] as ItemRef[]),
});
export type KanbanCardCreate = z.input<typeof kanbanCardCreateSchema>;

export const kanbanCardUpdateSchema = z.strictObject({
  version,
  title: z.optional(cardFields.title),
  description: z.optional(cardFields.description),
  assigneeIds: z.optional(cardFields.assigneeIds),
  labels: z.optional(cardFields.labels),
  dueDate: z.optional(cardFields.dueDate),
  priority: z.optional(cardFields.priority),
  checklist: z.optional(cardFields.checklist),
  attachments: z.optional(cardFields.attachments),
  links: z.optional(cardFields.links),
  archived: z.optional(z.boolean()),
});
export type KanbanCardUpdate = z.input<typeof kanbanCardUpdateSchema>;

/** Saves one card: into `columnId`, after the card `afterId` (null: at the top). */
export const kanbanCardMoveSchema = z.strictObject({
  version,
  columnId: z.uuid(),
  afterId: z.nullable(z.uuid()),
});
export type KanbanCardMove = z.input<typeof kanbanCardMoveSchema>;

/** The cards of a board that are archived, the latest first. */
export const kanbanArchivedCardsResponseSchema = z.object({ items: z.array(kanbanCardSchema) });

/** Who a card can be assigned to: the active members, by name. */
export const kanbanPersonSchema = z.object({ id: z.uuid(), name: z.string() });
export type KanbanPerson = z.infer<typeof kanbanPersonSchema>;
export const kanbanPeopleResponseSchema = z.object({ items: z.array(kanbanPersonSchema) });

/** A comment on a card: every member may write one, viewers too. */
export const kanbanCommentSchema = z.object({
  id: z.uuid(),
  cardId: z.uuid(),
  authorId: z.nullable(z.uuid()),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type KanbanComment = z.infer<typeof kanbanCommentSchema>;
export const kanbanCommentListResponseSchema = z.object({ items: z.array(kanbanCommentSchema) });
export const kanbanCommentResponseSchema = z.object({ comment: kanbanCommentSchema });
export const kanbanCommentCreateSchema = z.strictObject({ body: text(L.comment, 'Comment') });
export type KanbanCommentCreate = z.infer<typeof kanbanCommentCreateSchema>;

/** "My cards due soon": due by `until` (a day, `YYYY-MM-DD`, the user's), overdue ones too. */
export const kanbanMyCardsQuerySchema = z.object({
  until: z.iso.date('Must be a date (YYYY-MM-DD)'),
});
export const KANBAN_MY_CARDS_MAX = 20;
export const kanbanMyCardsResponseSchema = z.object({
  items: z.array(z.object({ card: kanbanCardSchema, boardTitle: z.string() })),
});
export type KanbanMyCard = z.infer<typeof kanbanMyCardsResponseSchema>['items'][number];

/** A 409: the thing as it is now (the one the write was about). */
export const kanbanConflictResponseSchema = z.extend(errorResponseSchema, {
  board: z.optional(kanbanBoardSchema),
  column: z.optional(kanbanColumnSchema),
  card: z.optional(kanbanCardSchema),
});
