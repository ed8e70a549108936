import { type Dataset, type DatasetUpdateBody, datasetUpdateBodySchema } from '@keeling/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { OutlinedField } from '../../../components/outlined-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { fieldProps } from '../../../lib/field-props';
import { showServerError } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';
import { useUpdateDataset } from '../api/update-dataset';
import { ColumnsTable, UnitCell } from './columns-table';

const resolver = contractResolver(datasetUpdateBodySchema);

/** The editable part of a data set (the slug stays: the CO2 page finds its data sets by it). */
export function datasetEditValues(dataset: Dataset): DatasetUpdateBody {
  return {
    name: dataset.name,
    description: dataset.description,
    licence: dataset.licence,
    citation: dataset.citation,
    columns: dataset.columns.map(({ key, name, unit }) => ({ key, name, unit: unit ?? '' })),
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
  const titleId = useId();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const save = useUpdateDataset();
  const form = useForm<DatasetUpdateBody>({ resolver, defaultValues: datasetEditValues(dataset) });
  const { errors, isSubmitting } = form.formState;
  const field = (name: 'name' | 'description' | 'licence' | 'citation') =>
    fieldProps(form, name, t(`import.${name}`), t);

  const onSubmit = form.handleSubmit(async ({ columns, ...values }) => {
    const body = {
      ...values,
      columns: columns?.map((c) => ({ ...c, unit: c.unit?.trim() || null })),
    };
    try {
      onSaved(await save.mutateAsync({ id: dataset.id, body }));
    } catch (error) {
      showServerError(form, error, t);
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>{t('datasets.editTitle')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={3}
          onSubmit={onSubmit}
          sx={{ pt: 1 }}
        >
          {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
          <OutlinedField {...field('name')} required fullWidth />
          <OutlinedField {...field('description')} multiline minRows={2} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <OutlinedField {...field('licence')} fullWidth />
            <OutlinedField {...field('citation')} fullWidth />
          </Stack>
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
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={isSubmitting}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={isSubmitting}>
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
