import type { KanbanCard } from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import { filterCards, parseBoardFilters, serializeBoardFilters } from './board-filters';

const card = (id: string, fields: Partial<KanbanCard>): KanbanCard => ({
  id,
  boardId: 'b',
  columnId: 'c',
  position: id,
  title: id,
  description: '',
  assigneeIds: [],
  labels: [],
  dueDate: null,
  priority: 'medium',
  checklist: [],
  attachments: [],
  links: [],
  archived: false,
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const cards = [
  card('late', { dueDate: '2026-03-09', assigneeIds: ['ann'], labels: ['field'] }),
  card('today', { dueDate: '2026-03-10', assigneeIds: ['bob'] }),
  card('week', { dueDate: '2026-03-17', labels: ['data'] }),
  card('later', { dueDate: '2026-03-18', assigneeIds: ['ann', 'bob'] }),
  card('undated', { labels: ['field', 'data'] }),
];
const ids = (query: string) =>
  filterCards(cards, parseBoardFilters(new URLSearchParams(query)), '2026-03-10').map((c) => c.id);

describe('board filters', () => {
  it('keep the cards of one of the chosen assignees, and of one of the chosen labels', () => {
    expect(ids('assignee=ann')).toEqual(['late', 'later']);
    expect(ids('assignee=ann&assignee=bob')).toEqual(['late', 'today', 'later']);
    expect(ids('label=data')).toEqual(['week', 'undated']);
    expect(ids('assignee=ann&label=field')).toEqual(['late']);
  });

  it('keep the overdue cards, those due within 7 days (today included), or the undated', () => {
    expect(ids('due=overdue')).toEqual(['late']);
    expect(ids('due=week')).toEqual(['today', 'week']);
    expect(ids('due=none')).toEqual(['undated']);
    expect(ids('due=someday')).toEqual(cards.map((c) => c.id));
  });

  it('go to the URL and back', () => {
    const state = parseBoardFilters(
      new URLSearchParams('board=b1&assignee=ann&assignee=bob&label=field&due=week'),
    );
    expect(state).toEqual({ board: 'b1', assignee: ['ann', 'bob'], label: ['field'], due: 'week' });
    expect(serializeBoardFilters(state).toString()).toBe(
      'board=b1&assignee=ann&assignee=bob&label=field&due=week',
    );
  });
});
