import { PROFILE_LIMITS, type ProfileFormValues } from '@keeling/contract/profile';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { CountedField } from '../../../components/counted-field';
import { OutlinedField } from '../../../components/outlined-field';
import { localisedCountries } from '../../../lib/countries';
import { fieldError, fieldProps } from '../../../lib/field-props';
import { Trans } from '../../../locales/trans';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { LazyCountryField } from './lazy-country-field';

type TextName = 'displayName' | 'firstName' | 'lastName' | 'address' | 'state' | 'city' | 'zipCode';
const HALF = { xs: 12, sm: 6 } as const;
/** A phone number in the international format the contract asks for. */
const EXAMPLE = '+33 1 23 45 67 89';

/** Names, phone, country, address and about: every editable text of the profile. */
export function DetailsCard({ form }: { form: UseFormReturn<ProfileFormValues> }) {
  const { t } = useTranslation('profile');
  const { locale } = useLocaleFormat();
  const country = useWatch({ control: form.control, name: 'country' });
  const chosen = useMemo(
    () => localisedCountries(locale).find((option) => option.code === country),
    [locale, country],
  );
  const text = (name: TextName, required = false) => (
    <OutlinedField
      {...fieldProps(form, name, t(`form.${name}`), t)}
      required={required}
      fullWidth
    />
  );
  const phone = fieldProps(form, 'phoneNumber', t('form.phoneNumber'), t, {
    custom: t('form.phoneInvalid'),
  });

  return (
    <Card sx={{ p: 3 }}>
      <Grid container spacing={3}>
        <Grid size={12}>{text('displayName', true)}</Grid>
        <Grid size={HALF}>{text('firstName', true)}</Grid>
        <Grid size={HALF}>{text('lastName', true)}</Grid>
        <Grid size={HALF}>
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <LazyCountryField
                label={t('form.country')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                {...fieldError(
                  form.formState,
                  'country',
                  t('form.country'),
                  t,
                  t('form.countryInvalid'),
                )}
              />
            )}
          />
        </Grid>
        <Grid size={HALF}>
          <OutlinedField
            {...phone}
            type="tel"
            autoComplete="tel"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
            fullWidth
            placeholder={chosen?.dialCode ? `${chosen.dialCode} …` : '+…'}
            helperText={
              phone.helperText ?? (
                <Trans
                  t={t}
                  i18nKey={chosen?.dialCode ? 'form.dialCode' : 'form.phoneHelp'}
                  values={{ country: chosen?.label, code: chosen?.dialCode, example: EXAMPLE }}
                  components={{ n: <bdi dir="ltr" /> }}
                />
              )
            }
          />
        </Grid>
        <Grid size={12}>{text('address')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{text('city')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{text('state')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{text('zipCode')}</Grid>
        <Grid size={12}>
          <CountedField
            form={form}
            name="about"
            max={PROFILE_LIMITS.aboutMax}
            label={t('form.about')}
            {...fieldError(form.formState, 'about', t('form.about'), t)}
            fullWidth
            multiline
            rows={5}
          />
        </Grid>
      </Grid>
    </Card>
  );
}
