import type { KanbanBoard } from '@keeling/contract';
import MenuItem from '@mui/material/MenuItem';
import { SelectField } from '../../../components/select-field';
import { useTranslation } from '../../../locales/use-translation';

interface BoardSelectProps {
  boards: KanbanBoard[];
  value: string;
  onSelect: (id: string) => void;
}

/** The choice of board (MUI's Select in its own chunk, loaded after the board's first paint). */
export function BoardSelect({ boards, value, onSelect }: BoardSelectProps) {
  const { t } = useTranslation('kanban');
  return (
    <SelectField
      size="small"
      label={t('boardLabel')}
      value={value}
      onChange={(event) => onSelect(event.target.value)}
    >
      {boards.map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {item.title}
        </MenuItem>
      ))}
    </SelectField>
  );
}
