import { AGGREGATIONS, CHART_TYPES } from '@keeling/contract';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { OutlinedField } from '../../../components/outlined-field';
import { SelectField } from '../../../components/select-field';
import { fieldProps } from '../../../lib/field-props';
import { useTranslation } from '../../../locales/use-translation';
import { HintedField } from '../components/hinted-field';
import type { ChartFormValues } from './chart-form';
import { KpiFields } from './kpi-fields';

/** An empty bound is no bound. */
const bound = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** How the chart is drawn: title, type, aggregation, time range and unit. */
export function OptionFields() {
  const { t } = useTranslation('data');
  const form = useFormContext<ChartFormValues>();
  const type = useWatch({ control: form.control, name: 'type' });
  const text = (name: 'title' | 'unit') => fieldProps(form, name, t(`builder.${name}`), t);
  const range = (name: 'rangeFrom' | 'rangeTo') =>
    fieldProps(form, name, t(`builder.${name}`), t, { setValueAs: bound });

  return (
    <Stack spacing={2.5}>
      <OutlinedField {...text('title')} required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={form.control}
          name="type"
          render={({ field: { ref, ...field } }) => (
            <SelectField fullWidth {...field} inputRef={ref} label={t('builder.type')}>
              {CHART_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`chartTypes.${type}`)}
                </MenuItem>
              ))}
            </SelectField>
          )}
        />
        <Controller
          control={form.control}
          name="aggregation"
          render={({ field: { ref, ...field } }) => (
            <SelectField fullWidth {...field} inputRef={ref} label={t('builder.aggregation')}>
              {AGGREGATIONS.map((aggregation) => (
                <MenuItem key={aggregation} value={aggregation}>
                  {t(`aggregations.${aggregation}`)}
                </MenuItem>
              ))}
            </SelectField>
          )}
        />
      </Stack>
      {type === 'kpi' && <KpiFields />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <HintedField {...range('rangeFrom')} hint={t('builder.rangeHint')} fullWidth />
        <HintedField {...range('rangeTo')} hint={t('builder.rangeHint')} fullWidth />
      </Stack>
      <OutlinedField {...text('unit')} />
    </Stack>
  );
}
