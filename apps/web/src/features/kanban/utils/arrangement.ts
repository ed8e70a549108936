import type { KanbanBoardDetails, KanbanCard } from '@keeling/contract';

/** Column id → its cards' ids, in order: what the board shows while a card is dragged. */
export type Arrangement = Record<string, string[]>;

/** Where a dropped card lands: its column, the card it follows (null: first) and its place. */
export interface DropPlace {
  columnId: string;
  afterId: string | null;
  position: number;
}

/** A droppable column's id (a card's id is the card's own): an empty column still takes cards. */
export const columnDropId = (columnId: string) => `column:${columnId}`;
const columnOfDropId = (id: string) => (id.startsWith('column:') ? id.slice(7) : null);

export function arrangementOf(board: KanbanBoardDetails): Arrangement {
  const arrangement: Arrangement = Object.fromEntries(board.columns.map((c) => [c.id, []]));
  for (const card of board.cards) if (card.columnId) arrangement[card.columnId]?.push(card.id);
  return arrangement;
}

/** The column that holds a card (or that a column drop id names). */
export function containerOf(arrangement: Arrangement, id: string): string | undefined {
  const column = columnOfDropId(id);
  if (column !== null) return column in arrangement ? column : undefined;
  return Object.keys(arrangement).find((key) => arrangement[key]?.includes(id));
}

/**
 * The arrangement with `activeId` put where `overId` is (a card: its place; a column: its end).
 * Unchanged (the same object) when it is already there or either is unknown.
 */
export function placeCard(arrangement: Arrangement, activeId: string, overId: string): Arrangement {
  const from = containerOf(arrangement, activeId);
  const to = containerOf(arrangement, overId);
  if (!from || !to || activeId === overId) return arrangement;
  const source = (arrangement[from] ?? []).filter((id) => id !== activeId);
  const target = from === to ? source : [...(arrangement[to] ?? [])];
  const overIndex = target.indexOf(overId);
  const currentIndex = (arrangement[to] ?? []).indexOf(activeId);
  let index = overIndex < 0 ? target.length : overIndex;
  // within a column, a card dragged down goes after the card it is over
  if (from === to && overIndex >= 0 && currentIndex >= 0 && currentIndex <= overIndex) index += 1;
  const placed = [...target.slice(0, index), activeId, ...target.slice(index)];
  if (from === to && placed.join() === (arrangement[from] ?? []).join()) return arrangement;
  return { ...arrangement, [from]: source, [to]: placed };
}

/** Where a card is in an arrangement: its column, the card before it, its 1-based place. */
export function placeOf(arrangement: Arrangement, cardId: string) {
  const columnId = containerOf(arrangement, cardId);
  if (!columnId) return null;
  const cards = arrangement[columnId] ?? [];
  const index = cards.indexOf(cardId);
  return { columnId, afterId: cards[index - 1] ?? null, position: index + 1 };
}

/** A column's cards in the order shown: the arrangement's while a card is dragged, else the board's. */
export function cardsIn(
  board: KanbanBoardDetails,
  arrangement: Arrangement | null,
  columnId: string,
): KanbanCard[] {
  if (!arrangement) return board.cards.filter((card) => card.columnId === columnId);
  const byId = new Map(board.cards.map((card) => [card.id, card]));
  return (arrangement[columnId] ?? []).flatMap((id) => byId.get(id) ?? []);
}
