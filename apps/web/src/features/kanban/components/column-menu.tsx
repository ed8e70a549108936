import type { KanbanColumn } from '@keeling/contract';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { EditIcon } from '../../../components/icons/action-icons';
import { useTranslation } from '../../../locales/use-translation';

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
  const act = (action: ColumnAction) => {
    setAnchor(null);
    onAction(column, action);
  };
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
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => act('rename')}>{t('column.rename')}</MenuItem>
        {index > 0 && <MenuItem onClick={() => act('left')}>{t('column.moveStart')}</MenuItem>}
        {index < count - 1 && (
          <MenuItem onClick={() => act('right')}>{t('column.moveEnd')}</MenuItem>
        )}
        <MenuItem onClick={() => act('delete')}>{t('column.delete')}</MenuItem>
      </Menu>
    </>
  );
}
