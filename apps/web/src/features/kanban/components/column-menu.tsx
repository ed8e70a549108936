import type { KanbanColumn } from '@keeling/contract';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { EditIcon } from '../../../components/icons/action-icons';
import { LoadOnOpen } from '../../../components/load-on-open';
import { useTranslation } from '../../../locales/use-translation';
import type { MenuAction } from './action-menu';
import { ActionMenu } from './lazy-parts';

export type ColumnAction = 'rename' | 'left' | 'right' | 'delete';

interface ColumnMenuProps {
  column: KanbanColumn;
  /** Its place among the board's columns (0-based) and how many there are. */
  index: number;
  count: number;
  onAction: (column: KanbanColumn, action: ColumnAction) => void;
}

/** The id of a column's menu button: focus comes back to it after a move. */
export const columnMenuId = (columnId: string) => `kanban-column-menu-${columnId}`;

/** A column's actions: rename, move a place towards the start or the end, delete. */
export function ColumnMenu({ column, index, count, onAction }: ColumnMenuProps) {
  const { t } = useTranslation('kanban');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const act = (action: ColumnAction, label: string): MenuAction => ({
    key: action,
    label,
    onSelect: () => onAction(column, action),
  });
  const actions = [
    act('rename', t('column.rename')),
    ...(index > 0 ? [act('left', t('column.moveStart'))] : []),
    ...(index < count - 1 ? [act('right', t('column.moveEnd'))] : []),
    act('delete', t('column.delete')),
  ];
  return (
    <>
      <IconButton
        id={columnMenuId(column.id)}
        size="small"
        aria-label={t('column.actions', { column: column.name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <EditIcon />
      </IconButton>
      <LoadOnOpen open={anchor !== null}>
        <ActionMenu anchor={anchor} actions={actions} onClose={() => setAnchor(null)} />
      </LoadOnOpen>
    </>
  );
}
