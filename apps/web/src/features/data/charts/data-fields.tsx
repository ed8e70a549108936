import Stack from '@mui/material/Stack';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { fieldError } from '../../../lib/field-props';
import { useTranslation } from '../../../locales/use-translation';
import { useDataset } from '../api/get-dataset';
import type { ChartFormValues } from './chart-form';
import { ColumnFields } from './column-fields';
import { DatasetField } from './dataset-field';
import { DerivedFields } from './derived-fields';

/** The chart's data set, then its columns (known once the data set is loaded). */
export function DataFields() {
  const { t } = useTranslation('data');
  const { control, setValue } = useFormContext<ChartFormValues>();
  const formState = useFormState({ control, name: 'datasetId' });
  const datasetId = useWatch({ control, name: 'datasetId' });
  const { data: dataset } = useDataset(datasetId || null);

  return (
    <Stack spacing={2.5}>
      <Controller
        control={control}
        name="datasetId"
        render={({ field }) => (
          <DatasetField
            value={dataset && dataset.id === field.value ? dataset : null}
            onChange={(chosen) => {
              field.onChange(chosen?.id ?? '');
              // another data set has other columns
              setValue('xColumn', '');
              setValue('yColumns', []);
              setValue('seriesColumn', null);
              setValue('seriesValues', []);
              setValue('derived', undefined);
            }}
            {...fieldError(formState, 'datasetId', t('builder.dataset'), t)}
          />
        )}
      />
      {dataset && <ColumnFields columns={dataset.columns} />}
      {dataset && <DerivedFields columns={dataset.columns} />}
    </Stack>
  );
}
