import type { KanbanBoardDetails, KanbanCard } from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import { moveTargets } from './move-targets';

const card = (id: string, columnId: string): KanbanCard => ({
  id,
  boardId: 'b',
  columnId,
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
  ],
  cards: [card('A', 'todo'), card('B', 'todo'), card('C', 'todo'), card('D', 'done')],
};

describe('moveTargets', () => {
  it('offers up and down in the column and the end of every other column', () => {
    const targets = moveTargets(board, card('B', 'todo'));
    expect(targets.map(({ kind, afterId, position }) => ({ kind, afterId, position }))).toEqual([
      { kind: 'up', afterId: null, position: 1 },
      { kind: 'down', afterId: 'C', position: 3 },
      { kind: 'column', afterId: 'D', position: 2 },
    ]);
  });

  it('offers no move up for the first card nor down for the last', () => {
    expect(moveTargets(board, card('A', 'todo')).map((t) => t.kind)).toEqual(['down', 'column']);
    expect(moveTargets(board, card('C', 'todo')).map((t) => t.kind)).toEqual(['up', 'column']);
  });
});
