import type { KanbanBoardDetails, KanbanCard } from '@keeling/contract';

/** One outcome of a card's "Move to…" menu (WCAG 2.5.7: a move without dragging). */
export interface MoveTarget {
  key: string;
  /** 'up' | 'down' in its column, or to the bottom of another column. */
  kind: 'up' | 'down' | 'column';
  columnId: string;
  columnName: string;
  afterId: string | null;
  /** 1-based place in the column once moved. */
  position: number;
}

export const cardsOf = (board: KanbanBoardDetails, columnId: string | null) =>
  board.cards.filter((card) => card.columnId === columnId);

/** Where a card can go: a place up or down in its column, or the end of every other column. */
export function moveTargets(board: KanbanBoardDetails, card: KanbanCard): MoveTarget[] {
  const own = cardsOf(board, card.columnId);
  const index = own.findIndex((c) => c.id === card.id);
  const column = board.columns.find((c) => c.id === card.columnId);
  const targets: MoveTarget[] = [];
  const base = { columnId: card.columnId ?? '', columnName: column?.name ?? '' };
  if (index > 0)
    targets.push({
      ...base,
      key: 'up',
      kind: 'up',
      afterId: own[index - 2]?.id ?? null,
      position: index,
    });
  if (index >= 0 && index < own.length - 1)
    targets.push({
      ...base,
      key: 'down',
      kind: 'down',
      afterId: own[index + 1]?.id ?? null,
      position: index + 2,
    });
  for (const other of board.columns) {
    if (other.id === card.columnId) continue;
    const cards = cardsOf(board, other.id);
    targets.push({
      key: other.id,
      kind: 'column',
      columnId: other.id,
      columnName: other.name,
      afterId: cards.at(-1)?.id ?? null,
      position: cards.length + 1,
    });
  }
  return targets;
}
