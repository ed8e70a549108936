import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { OutlinedField } from '../../../components/outlined-field';
import { type CountryOption, localisedCountries } from '../../../lib/countries';
import { useLocaleFormat } from '../../../locales/use-locale-format';

interface CountryFieldProps {
  label: string;
  /** ISO 3166-1 alpha-2 code, or empty. */
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  error?: boolean;
  helperText?: string;
}

/** A searchable list of every country, named in the reader's language, with its dial code. */
export function CountryField({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
}: CountryFieldProps) {
  const { locale } = useLocaleFormat();
  const options = useMemo(() => localisedCountries(locale), [locale]);
  const selected = options.find((option) => option.code === value) ?? null;
  return (
    <Autocomplete<CountryOption>
      options={options}
      value={selected}
      onChange={(_event, option) => onChange(option?.code ?? '')}
      onBlur={onBlur}
      autoHighlight
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          <Box component="span" sx={{ flexGrow: 1 }}>
            {option.label}
          </Box>
          {option.dialCode && (
            <Box component="bdi" sx={{ color: 'text.secondary', typography: 'caption' }}>
              {option.dialCode}
            </Box>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <OutlinedField {...params} label={label} error={error} helperText={helperText} />
      )}
    />
  );
}
