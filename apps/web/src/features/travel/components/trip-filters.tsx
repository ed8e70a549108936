import { TRAVEL_LIMITS, TRAVEL_MODES } from '@keeling/contract/constants';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useCallback } from 'react';
import { OutlinedField } from '../../../components/outlined-field';
import { SearchField } from '../../../components/search-field';
import { SelectField } from '../../../components/select-field';
import { useTranslation } from '../../../locales/use-translation';
import type { TripListState } from '../utils/trip-list-state';

interface TripFiltersProps {
  state: TripListState;
  onChange: (changes: Partial<TripListState>) => void;
}

/** Mode, date range, destination and search: each change writes the URL (and goes to page 1). */
export function TripFilters({ state, onChange }: TripFiltersProps) {
  const { t } = useTranslation('travel');
  const onDestination = useCallback((destination: string) => onChange({ destination }), [onChange]);
  const onSearch = useCallback((search: string) => onChange({ search }), [onChange]);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ p: 2.5, '& > *': { flex: { md: 1 } } }}
    >
      <SelectField
        label={t('filters.mode')}
        value={state.mode}
        onChange={(event) => onChange({ mode: event.target.value as TripListState['mode'] })}
        slotProps={{ select: { displayEmpty: true } }}
      >
        <MenuItem value="">{t('filters.allModes')}</MenuItem>
        {TRAVEL_MODES.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {t(`modes.${mode}`)}
          </MenuItem>
        ))}
      </SelectField>
      <OutlinedField
        type="date"
        label={t('filters.from')}
        value={state.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ htmlInput: { max: state.to || undefined } }}
      />
      <OutlinedField
        type="date"
        label={t('filters.to')}
        value={state.to}
        onChange={(event) => onChange({ to: event.target.value })}
        slotProps={{ htmlInput: { min: state.from || undefined } }}
      />
      <SearchField
        value={state.destination}
        onSearch={onDestination}
        label={t('filters.destination')}
        clearLabel={t('filters.clearDestination')}
        maxLength={TRAVEL_LIMITS.placeMax}
      />
      <SearchField
        value={state.search}
        onSearch={onSearch}
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        clearLabel={t('filters.clearSearch')}
        maxLength={TRAVEL_LIMITS.searchMax}
      />
    </Stack>
  );
}
