import type { KanbanCard } from '@keeling/contract';
import { oneOf } from '../../../lib/url-state';

/** A card's due date: before today, within the next 7 days (today included), or none. */
export const DUE_FILTERS = ['overdue', 'week', 'none'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

/** The board shown and its filters, in the URL (`?board=…&assignee=…&label=…&due=week`). */
export interface BoardFilters {
  board: string | undefined;
  assignee: string[];
  label: string[];
  due: DueFilter | undefined;
}

export function parseBoardFilters(params: URLSearchParams): BoardFilters {
  return {
    board: params.get('board') || undefined,
    assignee: params.getAll('assignee').filter(Boolean),
    label: params.getAll('label').filter(Boolean),
    due: oneOf(DUE_FILTERS, params.get('due')),
  };
}

export function serializeBoardFilters(state: BoardFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (state.board) params.set('board', state.board);
  for (const id of state.assignee) params.append('assignee', id);
  for (const name of state.label) params.append('label', name);
  if (state.due) params.set('due', state.due);
  return params;
}

export const isFiltered = (state: BoardFilters) =>
  state.assignee.length > 0 || state.label.length > 0 || state.due !== undefined;

/** `YYYY-MM-DD` `days` after `day`. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The cards that pass every filter: one of the chosen assignees, one of the chosen labels, and
 * the due date's range (`today` is the user's day, `YYYY-MM-DD`).
 */
export function filterCards(cards: KanbanCard[], state: BoardFilters, today: string) {
  const inWeek = addDays(today, 7);
  return cards.filter((card) => {
    if (state.assignee.length > 0 && !card.assigneeIds.some((id) => state.assignee.includes(id)))
      return false;
    if (state.label.length > 0 && !card.labels.some((name) => state.label.includes(name)))
      return false;
    if (state.due === 'none') return card.dueDate === null;
    if (state.due === 'overdue') return card.dueDate !== null && card.dueDate < today;
    if (state.due === 'week')
      return card.dueDate !== null && card.dueDate >= today && card.dueDate <= inWeek;
    return true;
  });
}

/** The user's day, `YYYY-MM-DD` in their time zone. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
