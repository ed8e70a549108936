import {
  PRODUCT_CURRENCIES,
  PRODUCT_LIMITS,
  PRODUCT_MECHANISMS,
  PRODUCT_REGISTRIES,
  PRODUCT_SORTS,
  PRODUCT_TECHNOLOGIES,
} from '@keeling/contract/constants';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useCallback } from 'react';
import { SearchField } from '../../../components/search-field';
import { SelectField } from '../../../components/select-field';
import { retryImport } from '../../../lib/retry-import';
import { useTranslation } from '../../../locales/use-translation';
import type { ProductListState } from '../utils/product-list-state';

interface ProductFiltersProps {
  state: ProductListState;
  onChange: (changes: Partial<ProductListState>) => void;
}

/** The country list is large: its filter loads after the page's first paint. */
const CountryFilter = lazy(() =>
  retryImport(() => import('./country-filter')).then((module) => ({
    default: module.CountryFilter,
  })),
);

const THIS_YEAR = new Date().getFullYear();
/** The vintages offered in the filter: the last ten years and the next two. */
const VINTAGES = Array.from({ length: 12 }, (_, i) => String(THIS_YEAR + 2 - i));

/** Every filter is applied by the server; each change writes the URL (and goes to page 1). */
export function ProductFilters({ state, onChange }: ProductFiltersProps) {
  const { t } = useTranslation('products');
  const onSearch = useCallback((search: string) => onChange({ search }), [onChange]);
  const onPriceMin = useCallback((priceMin: string) => onChange({ priceMin }), [onChange]);
  const onPriceMax = useCallback((priceMax: string) => onChange({ priceMax }), [onChange]);
  const select = <K extends 'mechanism' | 'technology' | 'registry' | 'vintage' | 'currency'>(
    key: K,
    values: readonly string[],
    label: (value: string) => string,
  ) => (
    <SelectField
      label={t(`filters.${key}`)}
      value={state[key]}
      onChange={(event) => onChange({ [key]: event.target.value } as Partial<ProductListState>)}
      slotProps={{ select: { displayEmpty: true } }}
    >
      <MenuItem value="">{t('filters.all')}</MenuItem>
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {label(value)}
        </MenuItem>
      ))}
    </SelectField>
  );
  return (
    <Stack spacing={2} sx={{ p: 2.5 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ '& > *': { flex: { md: 1 } } }}
      >
        {select('mechanism', PRODUCT_MECHANISMS, (v) => t(`mechanisms.${v}`))}
        {select('technology', PRODUCT_TECHNOLOGIES, (v) => t(`technologies.${v}`))}
        {select('registry', PRODUCT_REGISTRIES, (v) => t(`registries.${v}`))}
        {select('vintage', VINTAGES, (v) => v)}
        <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
          <CountryFilter value={state.country} onChange={(country) => onChange({ country })} />
        </Suspense>
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ '& > *': { flex: { md: 1 } } }}
      >
        {select('currency', PRODUCT_CURRENCIES, (v) => v)}
        <SearchField
          value={state.priceMin}
          onSearch={onPriceMin}
          label={t('filters.priceMin')}
          clearLabel={t('filters.clearPriceMin')}
          maxLength={6}
        />
        <SearchField
          value={state.priceMax}
          onSearch={onPriceMax}
          label={t('filters.priceMax')}
          clearLabel={t('filters.clearPriceMax')}
          maxLength={6}
        />
        <SearchField
          value={state.search}
          onSearch={onSearch}
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          clearLabel={t('filters.clearSearch')}
          maxLength={PRODUCT_LIMITS.searchMax}
        />
        <SelectField
          label={t('filters.sort')}
          value={state.sort}
          onChange={(event) => onChange({ sort: event.target.value as ProductListState['sort'] })}
        >
          {PRODUCT_SORTS.map((sort) => (
            <MenuItem key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </MenuItem>
          ))}
        </SelectField>
      </Stack>
    </Stack>
  );
}
