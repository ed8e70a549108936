import { useDroppable } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KanbanCard } from '@keeling/contract';
import Button from '@mui/material/Button';
import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../locales/use-translation';
import { columnDropId } from '../utils/arrangement';
import { DragIcon } from './drag-icon';
import {
  cardNodeKey,
  columnNodeKey,
  type DragNodes,
  dragHandleId,
  handleNodeKey,
  useDragNode,
} from './drag-nodes';

/** A column's list of cards as a drop target (an empty column still takes cards). */
export function ColumnDrop({ columnId, nodes }: { columnId: string; nodes: DragNodes }) {
  const { setNodeRef } = useDroppable({ id: columnDropId(columnId) });
  const list = useDragNode(nodes, columnNodeKey(columnId));
  useLayoutEffect(() => setNodeRef(list), [list, setNodeRef]);
  return null;
}

/**
 * One card made sortable: dnd-kit measures and shifts the card's element the page drew, and its
 * handle (pointer, touch and keyboard) is drawn into the card's header.
 */
export function CardDrag({ card, nodes }: { card: KanbanCard; nodes: DragNodes }) {
  const { t } = useTranslation('kanban');
  const sortable = useSortable({
    id: card.id,
    attributes: { roleDescription: t('dnd.roleDescription') },
  });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const element = useDragNode(nodes, cardNodeKey(card.id));
  const slot = useDragNode(nodes, handleNodeKey(card.id));
  useLayoutEffect(() => setNodeRef(element), [element, setNodeRef]);
  useLayoutEffect(() => {
    if (!element) return;
    element.style.transform = CSS.Translate.toString(transform) ?? '';
    element.style.transition = transition ?? '';
    element.toggleAttribute('data-dragging', isDragging);
  }, [element, transform, transition, isDragging]);
  if (!slot) return null;
  return createPortal(
    <Button
      id={dragHandleId(card.id)}
      ref={sortable.setActivatorNodeRef}
      size="small"
      variant="text"
      color="inherit"
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={t('dnd.handle', { card: card.title })}
      sx={{ minWidth: 0, px: 1, touchAction: 'none', cursor: 'grab' }}
    >
      <DragIcon />
    </Button>,
    slot,
  );
}
