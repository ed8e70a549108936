import {
  DEFAULT_KPI_OPTIONS,
  KPI_COMPARISONS,
  KPI_LIMITS,
  type KpiComparison,
  type KpiOptions,
} from '@keeling/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { OutlinedField } from '../../../components/outlined-field';
import { SelectField } from '../../../components/select-field';
import { fieldError } from '../../../lib/field-props';
import { useTranslation } from '../../../locales/use-translation';
import type { ChartFormValues } from './chart-form';

/**
 * A KPI card's options: what its latest value is compared with (a base period's first value for
 * `base`), whether a rise is bad news (its colour), and its sparkline's last N points.
 */
export function KpiFields() {
  const { t } = useTranslation('data');
  const { control } = useFormContext<ChartFormValues>();
  const formState = useFormState({ control });
  const labels = {
    comparison: t('builder.kpi.comparison'),
    base: t('builder.kpi.base'),
    points: t('builder.kpi.sparklinePoints'),
  };
  return (
    <Controller
      control={control}
      name="kpi"
      render={({ field }) => {
        const value: KpiOptions = field.value ?? DEFAULT_KPI_OPTIONS;
        const set = (changes: Partial<KpiOptions>) => field.onChange({ ...value, ...changes });
        const baseError = fieldError(formState, 'kpi.base', labels.base, t);
        const pointsError = fieldError(formState, 'kpi.sparklinePoints', labels.points, t);
        return (
          <Stack spacing={2.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <SelectField
                fullWidth
                value={value.comparison}
                inputRef={field.ref}
                onChange={(event) => set({ comparison: event.target.value as KpiComparison })}
                label={labels.comparison}
              >
                {KPI_COMPARISONS.map((comparison) => (
                  <MenuItem key={comparison} value={comparison}>
                    {t(`builder.kpi.comparisons.${comparison}`)}
                  </MenuItem>
                ))}
              </SelectField>
              {value.comparison === 'base' && (
                <OutlinedField
                  fullWidth
                  required
                  label={labels.base}
                  value={value.base ?? ''}
                  onChange={(event) => set({ base: event.target.value.trim() || null })}
                  error={baseError.error}
                  helperText={baseError.helperText ?? t('builder.rangeHint')}
                />
              )}
            </Stack>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: 'center' }}
            >
              <OutlinedField
                fullWidth
                type="number"
                label={labels.points}
                value={Number.isFinite(value.sparklinePoints) ? String(value.sparklinePoints) : ''}
                onChange={(event) =>
                  set({ sparklinePoints: Number.parseInt(event.target.value, 10) })
                }
                slotProps={{
                  htmlInput: { min: KPI_LIMITS.sparklineMin, max: KPI_LIMITS.sparklineMax },
                }}
                error={pointsError.error}
                helperText={pointsError.helperText}
              />
              <FormControlLabel
                sx={{ width: '100%' }}
                label={t('builder.kpi.upIsBad')}
                control={
                  <Switch
                    checked={value.upIsBad}
                    onChange={(event) => set({ upIsBad: event.target.checked })}
                  />
                }
              />
            </Stack>
          </Stack>
        );
      }}
    />
  );
}
