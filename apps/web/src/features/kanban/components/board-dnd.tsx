import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { KanbanBoardDetails, KanbanCard } from '@keeling/contract';
import { useRef } from 'react';
import { useTranslation } from '../../../locales/use-translation';
import {
  type Arrangement,
  arrangementOf,
  cardsIn,
  containerOf,
  type DropPlace,
  placeCard,
  placeOf,
} from '../utils/arrangement';
import { CardDrag, ColumnDrop } from './card-drag';
import type { DragNodes } from './drag-nodes';

interface BoardDndProps {
  details: KanbanBoardDetails;
  /** What the board shows while a card is dragged (null: the board as read). */
  arrangement: Arrangement | null;
  onArrange: (arrangement: Arrangement | null) => void;
  /** A card dropped somewhere else than where it was: save that card only. */
  onDrop: (card: KanbanCard, place: DropPlace) => void;
  /** The board's columns and cards, drawn by the page (`drag-nodes.ts`). */
  nodes: DragNodes;
}

/**
 * Drag and drop of cards (@dnd-kit): by pointer, touch (a press of a moment, so the board still
 * scrolls) and keyboard (Space or Enter on a card's handle, arrows, Space or Enter to drop,
 * Escape to cancel). What happens is said in the user's language in dnd-kit's live region; the
 * saved move is announced by the page, as a "Move to…" one. Its own chunk, loaded after the
 * board's first paint for those who may move cards: it draws nothing of the board, it binds to
 * the columns and cards the page drew (`drag-nodes.ts`) and draws each card's handle into it.
 */
export function BoardDnd({ details, arrangement, onArrange, onDrop, nodes }: BoardDndProps) {
  const { t } = useTranslation('kanban');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // the handlers and announcements read the latest arrangement, not the one of their render
  const current = useRef<Arrangement | null>(null);
  current.current = arrangement;
  const cardOf = (id: string | number) => details.cards.find((card) => card.id === id);
  const columnName = (id: string | undefined) =>
    details.columns.find((column) => column.id === id)?.name ?? '';
  /** Where the card would land over `overId` (a card: its place; a column: its end). */
  const where = (activeId: string, overId: string = activeId) => {
    const now = current.current ?? arrangementOf(details);
    const column = containerOf(now, overId);
    const cards = column ? (now[column] ?? []) : [];
    const inIt = cards.includes(activeId);
    const index = cards.indexOf(overId);
    const position = index >= 0 ? index + 1 : inIt ? cards.length : cards.length + 1;
    return { column: columnName(column), position };
  };
  // said once per new place (dnd-kit also reports the card over the place it was picked from)
  const lastPlace = useRef('');
  const sayAt = (place: { column: string; position: number }, text: string) => {
    const key = `${place.column}\u0000${place.position}`;
    if (key === lastPlace.current) return undefined;
    lastPlace.current = key;
    return text;
  };
  const title = (id: string | number) => cardOf(id)?.title ?? '';

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const place = where(String(active.id));
      return sayAt(place, t('dnd.pickedUp', { card: title(active.id), ...place }));
    },
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      const place = where(String(active.id), String(over.id));
      return sayAt(place, t('dnd.over', { card: title(active.id), ...place }));
    },
    // the page says where the card was saved, once it is
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => {
      const card = cardOf(active.id);
      return t('dnd.cancelled', {
        card: card?.title ?? '',
        column: columnName(card?.columnId ?? undefined),
      });
    },
  };

  const onDragStart = (_event: DragStartEvent) => {
    lastPlace.current = '';
    onArrange(arrangementOf(details));
  };

  // across columns while dragging; within a column, the sortable list shows the shift itself
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const now = current.current;
    if (!now || !over) return;
    const from = containerOf(now, String(active.id));
    const to = containerOf(now, String(over.id));
    if (from && to && from !== to) onArrange(placeCard(now, String(active.id), String(over.id)));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const now = current.current;
    const card = cardOf(active.id);
    if (!now || !card) return onArrange(null);
    const final = over ? placeCard(now, card.id, String(over.id)) : now;
    const place = placeOf(final, card.id);
    const before = placeOf(arrangementOf(details), card.id);
    if (!place || (place.columnId === before?.columnId && place.position === before.position))
      return onArrange(null);
    // the board stays as dropped until the saved move is read again
    onArrange(final);
    onDrop(card, place);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => onArrange(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('dnd.instructions') },
      }}
    >
      {details.columns.map((column) => {
        const cards = cardsIn(details, arrangement, column.id);
        return (
          <SortableContext
            key={column.id}
            id={column.id}
            items={cards.map((card) => card.id)}
            strategy={verticalListSortingStrategy}
          >
            <ColumnDrop columnId={column.id} nodes={nodes} />
            {cards.map((card) => (
              <CardDrag key={card.id} card={card} nodes={nodes} />
            ))}
          </SortableContext>
        );
      })}
    </DndContext>
  );
}
