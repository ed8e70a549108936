import type { KanbanBoard, KanbanCard } from '@keeling/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadOnOpen } from '../../../components/load-on-open';
import { useTranslation } from '../../../locales/use-translation';
import type { MoveTarget } from '../utils/move-targets';
import { cardNodeKey, type DragNodes, handleNodeKey } from './drag-nodes';
import { ActionMenu } from './lazy-parts';

interface CardItemProps {
  card: KanbanCard;
  board: KanbanBoard;
  /** Assignees' names by id. */
  names: Map<string, string>;
  targets: MoveTarget[];
  canMove: boolean;
  /** Where the drag-and-drop layer finds the card and draws its handle. */
  nodes: DragNodes;
  onMove(card: KanbanCard, target: MoveTarget): void;
  onEdit(card: KanbanCard): void;
  onComments(card: KanbanCard): void;
}

/** The id of a card's "Move to…" button: focus goes back to it once the card moved. */
export const moveButtonId = (cardId: string) => `kanban-move-${cardId}`;

/** The id of a card's "Edit" button: focus goes back to it once its dialog closes. */
export const editButtonId = (cardId: string) => `kanban-edit-${cardId}`;

/**
 * One card: its title, priority, due date, labels in their board's colours and assignees; an
 * "Edit" button and a "Move to…" menu (WCAG 2.5.7) for those who manage the board, and the place
 * of its drag handle, drawn by the drag-and-drop layer once it is loaded (`board-dnd.tsx`).
 */
export function CardItem(props: CardItemProps) {
  const { card, board, names, targets, canMove, nodes, onMove, onEdit, onComments } = props;
  const done = card.checklist.filter((item) => item.done).length;
  const { t } = useTranslation('kanban');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
      ref={nodes.ref(cardNodeKey(card.id))}
      sx={{
        p: 1.5,
        listStyle: 'none',
        position: 'relative',
        // set by the drag-and-drop layer on the card being dragged
        '&[data-dragging]': { zIndex: 1, boxShadow: 8 },
      }}
      data-card-id={card.id}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          {card.title}
        </Typography>
        {canMove && (
          <Box
            component="span"
            ref={nodes.ref(handleNodeKey(card.id))}
            sx={{ display: 'contents' }}
          />
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
      {(card.checklist.length > 0 || card.attachments.length > 0 || card.links.length > 0) && (
        <Typography variant="caption" component="p" color="text.secondary">
          {[
            card.checklist.length > 0 &&
              t('card.checklist', { done, total: card.checklist.length }),
            card.attachments.length > 0 &&
              t('card.attachments', { total: card.attachments.length }),
            card.links.length > 0 && t('card.links', { total: card.links.length }),
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
          <LoadOnOpen open={anchor !== null}>
            <ActionMenu
              anchor={anchor}
              actions={targets.map((target) => ({
                key: target.key,
                label: label(target),
                onSelect: () => onMove(card, target),
              }))}
              onClose={() => setAnchor(null)}
            />
          </LoadOnOpen>
        </>
      )}
    </Card>
  );
}
