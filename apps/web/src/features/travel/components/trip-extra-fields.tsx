import { TRAVEL_LIMITS, type TripFormValues } from '@keeling/contract';
import Grid from '@mui/material/Grid';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ChipsField } from '../../../components/chips-field';
import { OutlinedField } from '../../../components/outlined-field';
import { fieldError, fieldProps } from '../../../lib/field-props';
import { useTranslation } from '../../../locales/use-translation';
import { numberOrNull } from '../utils/trip-form-values';

type ListName = 'services' | 'guides' | 'bookers';
const LISTS: ListName[] = ['services', 'guides', 'bookers'];

/** Price, sale price and rating (each optional), then the names of services, guides and bookers. */
export function TripExtraFields({ form }: { form: UseFormReturn<TripFormValues> }) {
  const { t } = useTranslation('travel');
  const optional = (name: 'price' | 'priceSale' | 'rating', step: number, max: number) => (
    <OutlinedField
      {...fieldProps(form, name, t(`form.${name}`), t, { setValueAs: numberOrNull })}
      type="number"
      fullWidth
      slotProps={{ htmlInput: { min: 0, max, step } }}
    />
  );

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>{optional('price', 0.01, TRAVEL_LIMITS.priceMax)}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{optional('priceSale', 0.01, TRAVEL_LIMITS.priceMax)}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{optional('rating', 0.1, TRAVEL_LIMITS.ratingMax)}</Grid>
      {LISTS.map((name) => (
        <Grid key={name} size={12}>
          <Controller
            control={form.control}
            name={name}
            render={({ field }) => {
              const { error, helperText } = fieldError(form.formState, name, t(`form.${name}`), t);
              return (
                <ChipsField
                  label={t(`form.${name}`)}
                  maxItems={TRAVEL_LIMITS.listMax}
                  maxLength={TRAVEL_LIMITS.listItemMax}
                  value={field.value}
                  onChange={field.onChange}
                  error={error}
                  helperText={helperText ?? t('form.listHelp')}
                />
              );
            }}
          />
        </Grid>
      ))}
    </Grid>
  );
}
