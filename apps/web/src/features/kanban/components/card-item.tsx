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

interface CardItemProps {
  card: KanbanCard;
  board: KanbanBoard;
  /** Assignees' names by id. */
  names: Map<string, string>;
  targets: MoveTarget[];
  canMove: boolean;
  onMove(card: KanbanCard, target: MoveTarget): void;
  onEdit(card: KanbanCard): void;
}

/** The id of a card's "Move to…" button: focus goes back to it once the card moved. */
export const moveButtonId = (cardId: string) => `kanban-move-${cardId}`;

/** The id of a card's "Edit" button: focus goes back to it once its dialog closes. */
export const editButtonId = (cardId: string) => `kanban-edit-${cardId}`;

/**
 * One card: its title, priority, due date, labels in their board's colours and assignees; an
 * "Edit" button and a "Move to…" menu (WCAG 2.5.7) for those who manage the board.
 */
export function CardItem({ card, board, names, targets, canMove, onMove, onEdit }: CardItemProps) {
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
      sx={{ p: 1.5, listStyle: 'none' }}
      data-card-id={card.id}
    >
      <Typography variant="subtitle2" component="h3">
        {card.title}
      </Typography>
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
