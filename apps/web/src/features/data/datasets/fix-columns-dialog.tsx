import { type Dataset, type DatasetColumnsBody, datasetColumnsBodySchema } from '@keeling/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { contractResolver } from '../../../lib/contract-resolver';
import { showServerError } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';
import { useFixColumns } from '../api/fix-columns';
import { ColumnMarkersCell, ColumnTypeField } from './column-row-fields';
import { ColumnsTable, UnitCell } from './columns-table';
import { ImportError, rowLocationOf } from './import-error';

const resolver = contractResolver(datasetColumnsBodySchema);

/** Each column's type, unit and markers, the data set's own markers folded into each. */
export function fixColumnsValues(dataset: Dataset): DatasetColumnsBody {
  return {
    rejected: 'refuse',
    columns: dataset.columns.map(({ key, type, unit, missingMarkers }) => ({
      key,
      type,
      unit: unit ?? '',
      missingMarkers: [...new Set([...dataset.missingMarkers, ...missingMarkers])],
    })),
  };
}

interface FixColumnsDialogProps {
  dataset: Dataset;
  onClose: () => void;
  onSaved: (dataset: Dataset) => void;
}

/**
 * Fixing a data set after its import: each column's type, unit and missing-value markers. The
 * server reads the current version's original file again; its charts keep their columns.
 */
export function FixColumnsDialog({ dataset, onClose, onSaved }: FixColumnsDialogProps) {
  const { t } = useTranslation('data');
  const save = useFixColumns(dataset.id);
  const form = useForm<DatasetColumnsBody>({ resolver, defaultValues: fixColumnsValues(dataset) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ columns, ...values }) => {
    const body = {
      ...values,
      columns: columns.map((c) => ({ ...c, unit: c.unit?.trim() || null })),
    };
    try {
      onSaved(await save.mutateAsync(body));
    } catch (error) {
      // a value that does not fit is shown with its line and column, as at the import
      if (!rowLocationOf(error, null)) showServerError(form, error, t);
    }
  });

  return (
    <FormDialog
      title={t('fix.title')}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      isSubmitting={isSubmitting}
      error={errors.root?.server?.message}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
      fullScreenOnPhone
    >
      {save.error && rowLocationOf(save.error, null) && <ImportError error={save.error} />}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('fix.intro')}
      </Typography>
      <ColumnsTable withMarkers>
        {dataset.columns.map((column, i) => (
          <TableRow key={column.key}>
            <TableCell sx={{ minWidth: 140, overflowWrap: 'anywhere' }}>{column.name}</TableCell>
            <TableCell sx={{ minWidth: 130 }}>
              <ColumnTypeField
                control={form.control}
                name={`columns.${i}.type`}
                column={column.name}
              />
            </TableCell>
            <UnitCell field={form.register(`columns.${i}.unit`)} column={column.name} />
            <ColumnMarkersCell
              control={form.control}
              name={`columns.${i}.missingMarkers`}
              column={column.name}
            />
          </TableRow>
        ))}
      </ColumnsTable>
      <Controller
        control={form.control}
        name="rejected"
        render={({ field }) => (
          <FormControlLabel
            label={t('quality.leaveEmpty')}
            control={
              <Checkbox
                checked={field.value === 'empty'}
                onChange={(event) => field.onChange(event.target.checked ? 'empty' : 'refuse')}
              />
            }
          />
        )}
      />
    </FormDialog>
  );
}
