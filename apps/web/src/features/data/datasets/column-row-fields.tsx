import { COLUMN_TYPES, DATASET_LIMITS } from '@keeling/contract';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { ChipsField } from '../../../components/chips-field';
import { SelectField } from '../../../components/select-field';
import { useTranslation } from '../../../locales/use-translation';

interface ColumnTypeFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The form's field (`columns.3.type`, `columns.3.missingMarkers`). */
  name: FieldPath<T>;
  /** The column's name, for screen readers ("Type of “ndays”"). */
  column: string;
}

/** A column's type in a table row of a form (the import's columns, fixing them after it). */
export function ColumnTypeField<T extends FieldValues>({
  control,
  name,
  column,
}: ColumnTypeFieldProps<T>) {
  const { t } = useTranslation('data');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field } }) => (
        <SelectField
          {...field}
          inputRef={ref}
          label={undefined}
          size="small"
          fullWidth
          slotProps={{
            select: { SelectDisplayProps: { 'aria-label': t('import.typeOf', { column }) } },
          }}
        >
          {COLUMN_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`columnTypes.${type}`)}
            </MenuItem>
          ))}
        </SelectField>
      )}
    />
  );
}

/** A column's own missing-value markers, in a table row's cell (chips; Enter after each). */
export function ColumnMarkersCell<T extends FieldValues>({
  control,
  name,
  column,
}: ColumnTypeFieldProps<T>) {
  const { t } = useTranslation('data');
  return (
    <TableCell sx={{ minWidth: 160 }}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <ChipsField
            ariaLabel={t('import.markersOf', { column })}
            size="small"
            maxItems={DATASET_LIMITS.missingMarkersMax}
            maxLength={50}
            value={field.value ?? []}
            onChange={field.onChange}
          />
        )}
      />
    </TableCell>
  );
}
