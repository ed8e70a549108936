import MenuItem from '@mui/material/MenuItem';
import { SelectField } from '../../../components/select-field';
import { localisedCountries } from '../../../lib/countries';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';

interface CountryFilterProps {
  /** ISO 3166-1 alpha-2, or '' for any. */
  value: string;
  onChange: (country: string) => void;
}

/** The catalogue's country filter: every country, named and sorted in the reader's language. */
export function CountryFilter({ value, onChange }: CountryFilterProps) {
  const { t } = useTranslation('products');
  const { locale } = useLocaleFormat();
  return (
    <SelectField
      label={t('filters.country')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true } }}
    >
      <MenuItem value="">{t('filters.all')}</MenuItem>
      {localisedCountries(locale).map((c) => (
        <MenuItem key={c.code} value={c.code}>
          {c.label}
        </MenuItem>
      ))}
    </SelectField>
  );
}
