import { cabinOf, TRAVEL_MODES, type TravelMode, type TripFormValues } from '@keeling/contract';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { OutlinedField } from '../../../components/outlined-field';
import { SelectField } from '../../../components/select-field';
import { fieldError, fieldProps } from '../../../lib/field-props';
import { useTranslation } from '../../../locales/use-translation';
import { numberOrUndefined } from '../utils/trip-form-values';
import { FlightFields } from './flight-fields';

/** Where, how (a flight's cabin and radiative forcing too), how far, how many and when. */
export function TripMainFields({ form }: { form: UseFormReturn<TripFormValues> }) {
  const { t } = useTranslation('travel');
  const text = (name: 'title' | 'origin' | 'destination') =>
    fieldProps(form, name, t(`form.${name}`), t);
  const whole = (name: 'distanceKm' | 'passengers') => ({
    ...fieldProps(form, name, t(`form.${name}`), t, { setValueAs: numberOrUndefined }),
    type: 'number',
    fullWidth: true,
  });
  const day = (name: 'startDate' | 'endDate') => ({
    ...fieldProps(form, name, t(`form.${name}`), t, { custom: t('form.endBeforeStart') }),
    type: 'date',
    fullWidth: true,
  });

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <OutlinedField {...text('title')} fullWidth required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <OutlinedField {...text('origin')} fullWidth required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <OutlinedField {...text('destination')} fullWidth required />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={form.control}
          name="mode"
          render={({ field }) => (
            <SelectField
              fullWidth
              required
              label={t('form.mode')}
              name={field.name}
              value={field.value}
              onChange={(event) => {
                field.onChange(event);
                // the cabin follows the mode: kept where the new haul has it, else economy or none
                const mode = event.target.value as TravelMode;
                form.setValue('cabinClass', cabinOf(mode, form.getValues('cabinClass')));
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              {...fieldError(form.formState, 'mode', t('form.mode'), t)}
            >
              {TRAVEL_MODES.map((mode) => (
                <MenuItem key={mode} value={mode}>
                  {t(`modes.${mode}`)}
                </MenuItem>
              ))}
            </SelectField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <OutlinedField
          {...whole('distanceKm')}
          required
          slotProps={{ htmlInput: { min: 0, step: 'any' } }}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <OutlinedField
          {...whole('passengers')}
          required
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
      </Grid>
      <FlightFields form={form} />
      <Grid size={{ xs: 12, sm: 6 }}>
        <OutlinedField {...day('startDate')} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <OutlinedField {...day('endDate')} required />
      </Grid>
    </Grid>
  );
}
