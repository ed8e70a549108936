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
  members: 100,
  checklist: 50,
  checklistItem: 200,
  attachments: 20,
  attachmentName: 200,
  /** Links to Keeling items (data sets, charts, dashboards, trips, articles, cards). */
  links: 10,
  comment: 2_000,
} as const;

/** A board label's colour: one of the theme's tones, readable in light and dark mode. */
export const KANBAN_LABEL_COLORS = [
  'default',
  'primary',
  'secondary',
  'info',
  'success',
  'warning',
  'error',
] as const;
export type KanbanLabelColor = (typeof KANBAN_LABEL_COLORS)[number];

/** The live events' kinds of the boards (topic `board:<id>`). */
export const KANBAN_EVENT_KINDS = {
  board: 'kanban.board',
  column: 'kanban.column',
  card: 'kanban.card',
  comment: 'kanban.comment',
} as const;
