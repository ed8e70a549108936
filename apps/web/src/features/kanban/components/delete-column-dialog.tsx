import type { KanbanColumn } from '@keeling/contract';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SelectField } from '../../../components/select-field';
import { useTranslation } from '../../../locales/use-translation';

const ARCHIVE = 'archive';

interface DeleteColumnDialogProps {
  column: KanbanColumn | null;
  columns: KanbanColumn[];
  cardCount: number;
  isBusy: boolean;
  error: string | null;
  onClose: () => void;
  /** Deletes the column; its cards go to `cardsTo`, or are archived (null). */
  onConfirm: (column: KanbanColumn, cardsTo: string | null) => void;
}

/** Asks what becomes of a column's cards before it is deleted: another column, or the archive. */
export function DeleteColumnDialog(props: DeleteColumnDialogProps) {
  const { column, columns, cardCount, isBusy, error, onClose, onConfirm } = props;
  const { t } = useTranslation('kanban');
  const others = columns.filter((other) => other.id !== column?.id);
  const [target, setTarget] = useState<string>(others[0]?.id ?? ARCHIVE);
  const chosen = others.some((other) => other.id === target) ? target : ARCHIVE;
  return (
    <ConfirmDialog
      open={column !== null}
      title={t('column.deleteTitle', { column: column?.name ?? '' })}
      text={cardCount > 0 ? t('column.deleteText') : t('column.deleteTextEmpty')}
      confirmLabel={t('column.deleteConfirm')}
      cancelLabel={t('form.cancel')}
      isBusy={isBusy}
      error={error}
      onClose={onClose}
      onConfirm={() => column && onConfirm(column, chosen === ARCHIVE ? null : chosen)}
    >
      {cardCount > 0 && (
        <SelectField
          fullWidth
          label={t('column.cardsTo')}
          value={chosen}
          onChange={(event) => setTarget(event.target.value)}
          sx={{ mt: 2 }}
        >
          {others.map((other) => (
            <MenuItem key={other.id} value={other.id}>
              {t('column.moveCardsTo', { column: other.name })}
            </MenuItem>
          ))}
          <MenuItem value={ARCHIVE}>{t('column.archiveCards')}</MenuItem>
        </SelectField>
      )}
    </ConfirmDialog>
  );
}
