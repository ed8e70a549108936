import {
  DATASET_VERSION_KEY_MAX,
  type Dataset,
  type DatasetUpdateBody,
  datasetUpdateBodySchema,
} from '@keeling/contract';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { OutlinedField } from '../../../components/outlined-field';
import { SelectField } from '../../../components/select-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { fieldProps } from '../../../lib/field-props';
import { showServerError } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';
import { useUpdateDataset } from '../api/update-dataset';
import { columnChips } from '../components/column-chips';
import { ColumnsTable, UnitCell } from './columns-table';

const resolver = contractResolver(datasetUpdateBodySchema);

/** The editable part of a data set (not its types: they are set at import). */
export function datasetEditValues(dataset: Dataset): DatasetUpdateBody {
  return {
    name: dataset.name,
    slug: dataset.slug,
    description: dataset.description,
    licence: dataset.licence,
    citation: dataset.citation,
    columns: dataset.columns.map(({ key, name, unit }) => ({ key, name, unit: unit ?? '' })),
    keyColumns: dataset.keyColumns,
    ...(dataset.source === 'url' && dataset.sourceUrl ? { sourceUrl: dataset.sourceUrl } : {}),
  };
}

interface DatasetEditDialogProps {
  dataset: Dataset;
  onClose: () => void;
  onSaved: (dataset: Dataset) => void;
}

/** Edit a data set's description and its columns' names and units (types: import again). */
export function DatasetEditDialog({ dataset, onClose, onSaved }: DatasetEditDialogProps) {
  const { t } = useTranslation('data');
  const save = useUpdateDataset();
  const form = useForm<DatasetUpdateBody>({ resolver, defaultValues: datasetEditValues(dataset) });
  const { errors, isSubmitting } = form.formState;
  const field = (name: 'name' | 'slug' | 'description' | 'licence' | 'citation') =>
    fieldProps(form, name, t(`import.${name}`), t);

  const nameOf = (key: string) => dataset.columns.find((c) => c.key === key)?.name ?? key;

  const onSubmit = form.handleSubmit(async ({ columns, keyColumns, ...values }) => {
    const body = {
      ...values,
      columns: columns?.map((c) => ({ ...c, unit: c.unit?.trim() || null })),
      keyColumns: keyColumns?.length ? keyColumns : null,
    };
    try {
      onSaved(await save.mutateAsync({ id: dataset.id, body }));
    } catch (error) {
      showServerError(form, error, t);
    }
  });

  return (
    <FormDialog
      title={t('datasets.editTitle')}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      isSubmitting={isSubmitting}
      error={errors.root?.server?.message}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
      fullScreenOnPhone
    >
      <OutlinedField {...field('name')} required fullWidth />
      <OutlinedField {...field('slug')} helperText={t('datasets.slugHelp')} fullWidth />
      <OutlinedField {...field('description')} multiline minRows={2} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <OutlinedField {...field('licence')} fullWidth />
        <OutlinedField {...field('citation')} fullWidth />
      </Stack>
      {dataset.source === 'url' && (
        <OutlinedField
          {...fieldProps(form, 'sourceUrl', t('datasets.sourceUrl'), t)}
          type="url"
          helperText={t('datasets.sourceUrlHelp')}
          fullWidth
        />
      )}
      <Controller
        control={form.control}
        name="keyColumns"
        render={({ field: { ref, value, onChange, ...rest } }) => (
          <SelectField<string[]>
            {...rest}
            value={value ?? []}
            onChange={(event) => {
              const keys = event.target.value as string[];
              onChange(keys.slice(0, DATASET_VERSION_KEY_MAX));
            }}
            inputRef={ref}
            label={t('datasets.keyColumns')}
            helperText={t('datasets.keyColumnsHelp', { count: DATASET_VERSION_KEY_MAX })}
            fullWidth
            slotProps={{
              select: {
                multiple: true,
                renderValue: columnChips(nameOf),
              },
            }}
          >
            {dataset.columns.map((column) => (
              <MenuItem key={column.key} value={column.key}>
                {column.name}
              </MenuItem>
            ))}
          </SelectField>
        )}
      />
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">
          {t('import.columns')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('datasets.typesNote')}
        </Typography>
        <ColumnsTable>
          {dataset.columns.map((column, i) => {
            const name = fieldProps(form, `columns.${i}.name`, t('import.columnName'), t);
            const unit = form.register(`columns.${i}.unit`);
            return (
              <TableRow key={column.key}>
                <TableCell sx={{ minWidth: 180 }}>
                  <OutlinedField
                    {...name}
                    label={undefined}
                    size="small"
                    fullWidth
                    slotProps={{
                      htmlInput: {
                        'aria-label': t('import.nameOf', { column: column.name }),
                      },
                    }}
                  />
                </TableCell>
                <TableCell>{t(`columnTypes.${column.type}`)}</TableCell>
                <UnitCell field={unit} column={column.name} />
              </TableRow>
            );
          })}
        </ColumnsTable>
      </Stack>
    </FormDialog>
  );
}
