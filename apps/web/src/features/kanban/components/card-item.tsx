import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KanbanBoard, KanbanCard } from '@keeling/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../locales/use-translation';
import type { MoveTarget } from '../utils/move-targets';
import { DragIcon } from './drag-icon';

interface CardItemProps {
  card: KanbanCard;
  board: KanbanBoard;
  /** Assignees' names by id. */
  names: Map<string, string>;
  targets: MoveTarget[];
  canMove: boolean;
  onMove(card: KanbanCard, target: MoveTarget): void;
  onEdit(card: KanbanCard): void;
  onComments(card: KanbanCard): void;
}

/** The id of a card's "Move to…" button: focus goes back to it once the card moved. */
export const moveButtonId = (cardId: string) => `kanban-move-${cardId}`;

/** The id of a card's drag handle: focus goes back to it once the dropped card is saved. */
export const dragHandleId = (cardId: string) => `kanban-drag-${cardId}`;

/** The id of a card's "Edit" button: focus goes back to it once its dialog closes. */
export const editButtonId = (cardId: string) => `kanban-edit-${cardId}`;

/**
 * One card: its title, priority, due date, labels in their board's colours and assignees; an
 * "Edit" button and a "Move to…" menu (WCAG 2.5.7) for those who manage the board.
 */
export function CardItem(props: CardItemProps) {
  const { card, board, names, targets, canMove, onMove, onEdit, onComments } = props;
  const done = card.checklist.filter((item) => item.done).length;
  const { t } = useTranslation('kanban');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const sortable = useSortable({
    id: card.id,
    disabled: !canMove,
    attributes: { roleDescription: t('dnd.roleDescription') },
  });
  const label = (target: MoveTarget) =>
    target.kind === 'up'
      ? t('card.moveUp', { position: target.position })
      : target.kind === 'down'
        ? t('card.moveDown', { position: target.position })
        : t('card.moveToColumn', { column: target.columnName });
  return (
    <Card
      component="li"
      variant="outlined"
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      sx={{
        p: 1.5,
        listStyle: 'none',
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : undefined,
        boxShadow: sortable.isDragging ? 8 : undefined,
      }}
      data-card-id={card.id}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          {card.title}
        </Typography>
        {canMove && (
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
          </Button>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" label={t(`card.priority.${card.priority}`)} />
        {card.dueDate && (
          <Typography variant="caption">{t('card.due', { date: card.dueDate })}</Typography>
        )}
        {card.labels.map((label) => (
          <Chip
            key={label}
            size="small"
            variant="outlined"
            color={board.labels.find((l) => l.name === label)?.color ?? 'default'}
            label={label}
          />
        ))}
      </Stack>
      {card.assigneeIds.length > 0 && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
          {t('card.assignees', {
            names: card.assigneeIds.map((id) => names.get(id) ?? '…').join(', '),
          })}
        </Typography>
      )}
      {(card.checklist.length > 0 || card.attachments.length > 0) && (
        <Typography variant="caption" component="p" color="text.secondary">
          {[
            card.checklist.length > 0 &&
              t('card.checklist', { done, total: card.checklist.length }),
            card.attachments.length > 0 &&
              t('card.attachments', { total: card.attachments.length }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
      <Button
        size="small"
        sx={{ mt: 1, me: 1 }}
        onClick={() => onComments(card)}
        aria-label={t('card.comments', { card: card.title })}
      >
        {t('card.commentsShort')}
      </Button>
      {canMove && (
        <Button
          id={editButtonId(card.id)}
          size="small"
          sx={{ mt: 1, me: 1 }}
          onClick={() => onEdit(card)}
          aria-label={t('card.edit', { card: card.title })}
        >
          {t('card.editShort')}
        </Button>
      )}
      {canMove && targets.length > 0 && (
        <>
          <Button
            id={moveButtonId(card.id)}
            size="small"
            sx={{ mt: 1 }}
            aria-haspopup="menu"
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            {t('card.moveTo', { card: card.title })}
          </Button>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {targets.map((target) => (
              <MenuItem
                key={target.key}
                onClick={() => {
                  setAnchor(null);
                  onMove(card, target);
                }}
              >
                {label(target)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Card>
  );
}
