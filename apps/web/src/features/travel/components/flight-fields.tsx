import {
  type Airport,
  cabinsOf,
  flightDistanceKm,
  isFlight,
  type TripFormValues,
} from '@keeling/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import { fieldError } from '../../../lib/field-props';
import { useTranslation } from '../../../locales/use-translation';
import { AirportField } from './airport-field';

/**
 * A flight's airports (they give its distance: great circle plus DESNZ's 8 %), its cabin class (the classes DESNZ gives its haul a factor for; none on a domestic
 * flight) and whether it counts the radiative forcing uplift (on by default, as DESNZ advises).
 * Nothing for other modes.
 */
export function FlightFields({ form }: { form: UseFormReturn<TripFormValues> }) {
  const { t } = useTranslation('travel');
  const mode = useWatch({ control: form.control, name: 'mode' });
  const [from, setFrom] = useState<Airport | null>(null);
  const [to, setTo] = useState<Airport | null>(null);
  if (!mode || !isFlight(mode)) return null;
  const cabins = cabinsOf(mode);
  /** Both airports known: the distance is worked out (the person can still type another). */
  const onAirports = (origin: Airport | null, destination: Airport | null) => {
    setFrom(origin);
    setTo(destination);
    if (!origin || !destination) return;
    const km = Math.round(flightDistanceKm(origin, destination));
    form.setValue('distanceKm', km, { shouldValidate: form.formState.isSubmitted });
  };
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <AirportField
          label={t('form.fromAirport')}
          value={from}
          onChange={(a) => onAirports(a, to)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <AirportField
          label={t('form.toAirport')}
          value={to}
          onChange={(a) => onAirports(from, a)}
        />
      </Grid>
      {cabins.length > 0 && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={form.control}
            name="cabinClass"
            render={({ field }) => (
              <SelectField
                fullWidth
                label={t('form.cabinClass')}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                {...fieldError(
                  form.formState,
                  'cabinClass',
                  t('form.cabinClass'),
                  t,
                  t('form.cabinNotOffered'),
                )}
              >
                {cabins.map((cabin) => (
                  <MenuItem key={cabin} value={cabin}>
                    {t(`cabins.${cabin}`)}
                  </MenuItem>
                ))}
              </SelectField>
            )}
          />
        </Grid>
      )}
      <Grid
        size={{ xs: 12, sm: cabins.length > 0 ? 6 : 12 }}
        sx={{ display: 'flex', alignItems: 'center' }}
      >
        <Controller
          control={form.control}
          name="radiativeForcing"
          render={({ field }) => (
            <FormControlLabel
              label={t('form.radiativeForcing')}
              control={
                <Switch
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
            />
          )}
        />
      </Grid>
    </>
  );
}
