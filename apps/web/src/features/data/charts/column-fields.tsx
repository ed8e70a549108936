import { CHART_GRAINS, type DatasetColumn } from '@keeling/contract';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import { fieldError } from '../../../lib/field-props';
import { useTranslation } from '../../../locales/use-translation';
import { columnChips } from '../components/column-chips';
import { SeriesValuesField } from '../components/series-values-field';
import type { ChartFormValues } from './chart-form';

/** Marks the "no series column" choice of the select (a form value is never undefined). */
const NO_SERIES = '';

/** The chart's x column, its y columns (numbers), and the column that splits it into series. */
export function ColumnFields({ columns }: { columns: DatasetColumn[] }) {
  const { t } = useTranslation('data');
  const { control, setValue } = useFormContext<ChartFormValues>();
  const formState = useFormState({ control });
  const [datasetId, xColumn, seriesColumn] = useWatch({
    control,
    name: ['datasetId', 'xColumn', 'seriesColumn'],
  });
  const xType = columns.find((column) => column.key === xColumn)?.type;
  const isTimeX = xType === 'date' || xType === 'month' || xType === 'year';
  const nameOf = (key: string) => columns.find((column) => column.key === key)?.name ?? key;
  const numbers = columns.filter((column) => column.type === 'number');
  const splitters = columns.filter((column) => column.type !== 'number');
  const error = (name: 'xColumn' | 'yColumns', label: string) =>
    fieldError(formState, name, label, t);

  return (
    <Stack spacing={2.5}>
      <Controller
        control={control}
        name="xColumn"
        render={({ field: { ref, ...field } }) => (
          <SelectField
            required
            {...field}
            inputRef={ref}
            label={t('builder.xColumn')}
            {...error('xColumn', t('builder.xColumn'))}
          >
            {columns.map((column) => (
              <MenuItem key={column.key} value={column.key}>
                {column.name}
              </MenuItem>
            ))}
          </SelectField>
        )}
      />
      {isTimeX && (
        <Controller
          control={control}
          name="grain"
          render={({ field: { ref, ...field } }) => (
            <SelectField
              {...field}
              value={field.value ?? 'none'}
              inputRef={ref}
              label={t('builder.grain')}
            >
              {CHART_GRAINS.map((grain) => (
                <MenuItem key={grain} value={grain}>
                  {t(`grains.${grain}`)}
                </MenuItem>
              ))}
            </SelectField>
          )}
        />
      )}
      <Controller
        control={control}
        name="yColumns"
        render={({ field: { ref, ...field } }) => (
          <SelectField
            required
            {...field}
            inputRef={ref}
            label={t('builder.yColumns')}
            {...error('yColumns', t('builder.yColumns'))}
            slotProps={{
              select: {
                multiple: true,
                renderValue: columnChips(nameOf),
              },
            }}
          >
            {numbers.map((column) => (
              <MenuItem key={column.key} value={column.key}>
                {column.name}
              </MenuItem>
            ))}
          </SelectField>
        )}
      />
      <Controller
        control={control}
        name="seriesColumn"
        render={({ field: { ref, ...field } }) => (
          <SelectField
            {...field}
            inputRef={ref}
            value={field.value ?? NO_SERIES}
            onChange={(event) => {
              field.onChange(event.target.value || null);
              setValue('seriesValues', []);
            }}
            label={t('builder.seriesColumn')}
          >
            <MenuItem value={NO_SERIES}>{t('builder.noSeries')}</MenuItem>
            {splitters.map((column) => (
              <MenuItem key={column.key} value={column.key}>
                {column.name}
              </MenuItem>
            ))}
          </SelectField>
        )}
      />
      {seriesColumn && (
        <Controller
          control={control}
          name="seriesValues"
          render={({ field }) => (
            <SeriesValuesField
              datasetId={datasetId || null}
              column={seriesColumn}
              label={t('builder.seriesValues', { column: nameOf(seriesColumn) })}
              helperText={t('builder.seriesValuesHelp')}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      )}
    </Stack>
  );
}
