import { type ComponentProps, lazy, Suspense, useMemo } from 'react';
import { OutlinedField } from '../../../components/outlined-field';
import { retryImport } from '../../../lib/retry-import';
import { useLocaleFormat } from '../../../locales/use-locale-format';

/** The picker (MUI's Autocomplete and the country list) loads after the page's first paint. */
const CountryField = lazy(() =>
  retryImport(() => import('./country-field')).then((module) => ({
    default: module.CountryField,
  })),
);

type CountryFieldProps = ComponentProps<typeof CountryField>;

/** Until the picker arrives: the same field, read-only, the country named by the browser. */
function CountryFieldPlaceholder({ label, value, error, helperText }: CountryFieldProps) {
  const { locale } = useLocaleFormat();
  const name = useMemo(
    () => (value ? new Intl.DisplayNames([locale], { type: 'region' }).of(value) : ''),
    [locale, value],
  );
  return (
    <OutlinedField
      label={label}
      value={name ?? value}
      error={error}
      helperText={helperText}
      fullWidth
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}

/** The profile's country picker, loaded lazily (see `country-field.tsx`). */
export function LazyCountryField(props: CountryFieldProps) {
  return (
    <Suspense fallback={<CountryFieldPlaceholder {...props} />}>
      <CountryField {...props} />
    </Suspense>
  );
}
