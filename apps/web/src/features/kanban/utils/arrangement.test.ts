import type { KanbanBoardDetails, KanbanCard } from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import { arrangementOf, columnDropId, placeCard, placeOf } from './arrangement';

const card = (id: string, columnId: string): KanbanCard => ({
  id,
  boardId: 'b',
  columnId,
  position: id,
  title: id.toUpperCase(),
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
});
const board: KanbanBoardDetails = {
  board: {
    id: 'b',
    title: 'B',
    description: '',
    labels: [],
    membersOnly: false,
    memberIds: [],
    version: 1,
    createdAt: '',
    updatedAt: '',
  },
  columns: [
    { id: 'todo', boardId: 'b', name: 'To do', position: 'a0', version: 1 },
    { id: 'done', boardId: 'b', name: 'Done', position: 'a1', version: 1 },
    { id: 'empty', boardId: 'b', name: 'Empty', position: 'a2', version: 1 },
  ],
  cards: [card('a', 'todo'), card('b', 'todo'), card('c', 'todo'), card('x', 'done')],
};

describe('arrangement', () => {
  const start = arrangementOf(board);

  it('lists each column’s cards in order, empty columns too', () => {
    expect(start).toEqual({ todo: ['a', 'b', 'c'], done: ['x'], empty: [] });
  });

  it('moves a card down and up within its column', () => {
    const down = placeCard(start, 'a', 'b');
    expect(down.todo).toEqual(['b', 'a', 'c']);
    expect(placeOf(down, 'a')).toEqual({ columnId: 'todo', afterId: 'b', position: 2 });
    const up = placeCard(start, 'c', 'a');
    expect(up.todo).toEqual(['c', 'a', 'b']);
    expect(placeOf(up, 'c')).toEqual({ columnId: 'todo', afterId: null, position: 1 });
  });

  it('moves a card into another column before the card it is over, or to an empty column', () => {
    const over = placeCard(start, 'b', 'x');
    expect(over).toEqual({ todo: ['a', 'c'], done: ['b', 'x'], empty: [] });
    const empty = placeCard(start, 'b', columnDropId('empty'));
    expect(empty.empty).toEqual(['b']);
    expect(placeOf(empty, 'b')).toEqual({ columnId: 'empty', afterId: null, position: 1 });
  });

  it('keeps the same arrangement when nothing changes', () => {
    expect(placeCard(start, 'a', 'a')).toBe(start);
    expect(placeCard(start, 'a', 'unknown')).toBe(start);
    expect(placeCard(start, 'c', columnDropId('todo'))).toBe(start);
  });
});
