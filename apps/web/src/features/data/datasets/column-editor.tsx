import type { ColumnQuality, DatasetCreateBody } from '@keeling/contract';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type Control, type UseFormRegister, useFormState } from 'react-hook-form';
import { OutlinedField } from '../../../components/outlined-field';
import { fieldError } from '../../../lib/field-props';
import { useTranslation } from '../../../locales/use-translation';
import { ColumnQualityLine } from './column-quality-line';
import { ColumnMarkersCell, ColumnTypeField } from './column-row-fields';
import { ColumnsTable, UnitCell } from './columns-table';

interface ColumnEditorProps {
  /** The headers as written in the file. */
  headers: string[];
  /** The first rows, in column order. */
  sample: (string | null)[][];
  control: Control<DatasetCreateBody>;
  register: UseFormRegister<DatasetCreateBody>;
  /** What each column reads with its type and markers as chosen now. */
  quality: ColumnQuality[];
}

const SAMPLE_VALUES = 3;

/**
 * The inferred columns, one row each: name, type (number, date, month, year, text), unit and
 * missing-value markers, with what the column reads (parsed, missing, rejected).
 */
export function ColumnEditor({ headers, sample, control, register, quality }: ColumnEditorProps) {
  const { t } = useTranslation('data');
  const formState = useFormState({ control, name: 'columns' });
  return (
    <ColumnsTable withHeader withMarkers>
      {headers.map((header, i) => {
        const { ref: nameRef, ...name } = register(`columns.${i}.name`);
        const unit = register(`columns.${i}.unit`);
        const examples = sample.slice(0, SAMPLE_VALUES).map((row) => row[i] ?? '—');
        return (
          <TableRow key={header + String(i)}>
            <TableCell sx={{ maxWidth: 220 }}>
              <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                {header}
              </Typography>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                {examples.join(' · ')}
              </Typography>
              {quality[i] && <ColumnQualityLine quality={quality[i]} />}
            </TableCell>
            <TableCell>
              <OutlinedField
                {...name}
                inputRef={nameRef}
                label={undefined}
                size="small"
                fullWidth
                {...fieldError(formState, `columns.${i}.name`, t('import.columnName'), t)}
                slotProps={{
                  htmlInput: { 'aria-label': t('import.nameOf', { column: header }) },
                }}
              />
            </TableCell>
            <TableCell>
              <ColumnTypeField control={control} name={`columns.${i}.type`} column={header} />
            </TableCell>
            <UnitCell field={unit} column={header} />
            <ColumnMarkersCell
              control={control}
              name={`columns.${i}.missingMarkers`}
              column={header}
            />
          </TableRow>
        );
      })}
    </ColumnsTable>
  );
}
