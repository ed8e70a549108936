import type { KanbanBoardDetails, KanbanCard, KanbanColumn } from '@keeling/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PlusIcon } from '../../../components/icons/action-icons';
import { useTranslation } from '../../../locales/use-translation';
import { type MoveTarget, moveTargets } from '../utils/move-targets';
import { CardItem } from './card-item';
import { type ColumnAction, ColumnMenu } from './column-menu';
import { columnNodeKey, type DragNodes } from './drag-nodes';

interface BoardColumnProps {
  details: KanbanBoardDetails;
  column: KanbanColumn;
  /** Its cards, in the order shown (while a card is dragged, the dragged arrangement). */
  cards: KanbanCard[];
  index: number;
  names: Map<string, string>;
  canManage: boolean;
  nodes: DragNodes;
  onMove: (card: KanbanCard, target: MoveTarget) => void;
  onEdit: (card: KanbanCard) => void;
  onComments: (card: KanbanCard) => void;
  onAddCard: (column: KanbanColumn) => void;
  onColumnAction: (column: KanbanColumn, action: ColumnAction) => void;
}

/** One column: its name and menu, its cards in order, and "Add a card". */
export function BoardColumn(props: BoardColumnProps) {
  const { details, column, cards, index, names, canManage, nodes } = props;
  const { onMove, onEdit, onComments, onAddCard, onColumnAction } = props;
  const { t } = useTranslation('kanban');
  return (
    <Card
      component="section"
      aria-labelledby={`kanban-column-${column.id}`}
      sx={{ p: 2, minWidth: 280, maxWidth: 320, flexShrink: 0, bgcolor: 'background.neutral' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography
          id={`kanban-column-${column.id}`}
          variant="h6"
          component="h2"
          sx={{ flexGrow: 1 }}
        >
          {column.name}
        </Typography>
        {canManage && (
          <ColumnMenu
            column={column}
            index={index}
            count={details.columns.length}
            onAction={onColumnAction}
          />
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('column.cards', { count: cards.length })}
      </Typography>
      <Stack
        component="ul"
        ref={nodes.ref(columnNodeKey(column.id))}
        spacing={1.5}
        sx={{ p: 0, m: 0, mt: 2, minHeight: 48 }}
      >
        {cards.map((card) => (
          <CardItem
            key={card.id}
            card={card}
            board={details.board}
            names={names}
            targets={moveTargets(details, card)}
            canMove={canManage}
            nodes={nodes}
            onMove={onMove}
            onEdit={onEdit}
            onComments={onComments}
          />
        ))}
      </Stack>
      {canManage && (
        <Button
          size="small"
          startIcon={<PlusIcon />}
          sx={{ mt: 2 }}
          onClick={() => onAddCard(column)}
          aria-label={t('card.addTo', { column: column.name })}
        >
          {t('card.add')}
        </Button>
      )}
    </Card>
  );
}
