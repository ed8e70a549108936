/** Team boards (issue 31): a card's priority, and the sizes the API accepts. */
export const KANBAN_PRIORITIES = ['low', 'medium', 'high'] as const;
export type KanbanPriority = (typeof KANBAN_PRIORITIES)[number];

export const KANBAN_LIMITS = {
  title: 200,
  description: 10_000,
  columnName: 100,
  labels: 20,
  label: 40,
  assignees: 20,
} as const;

/** The live events' kinds of the boards (topic `board:<id>`). */
export const KANBAN_EVENT_KINDS = {
  board: 'kanban.board',
  column: 'kanban.column',
  card: 'kanban.card',
} as const;
