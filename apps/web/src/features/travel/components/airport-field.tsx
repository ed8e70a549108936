import type { Airport } from '@keeling/contract';
import Autocomplete from '@mui/material/Autocomplete';
import { useState } from 'react';
import { OutlinedField } from '../../../components/outlined-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useTranslation } from '../../../locales/use-translation';
import { useAirports } from '../api/search-airports';

interface AirportFieldProps {
  label: string;
  value: Airport | null;
  onChange: (airport: Airport | null) => void;
}

/** An airport, searched on the server by code, name or city as the person types. */
export function AirportField({ label, value, onChange }: AirportFieldProps) {
  const { t } = useTranslation('travel');
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, 250);
  const shown = value ? airportLabel(value) : '';
  // the chosen airport's text in the box is not a search
  const { data, isFetching } = useAirports(search === shown ? '' : search);
  return (
    <Autocomplete
      options={data ?? []}
      value={value}
      onChange={(_event, airport) => onChange(airport)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      getOptionLabel={airportLabel}
      isOptionEqualToValue={(option, chosen) => option.iata === chosen.iata}
      filterOptions={(options) => options}
      loading={isFetching}
      loadingText={t('form.airportsLoading')}
      noOptionsText={input.trim() ? t('form.noAirports') : t('form.airportHint')}
      renderInput={(params) => <OutlinedField {...params} label={label} />}
    />
  );
}

/** "LHR · London Heathrow Airport, London". */
export const airportLabel = (airport: Airport) =>
  `${airport.iata} · ${airport.name}${airport.city ? `, ${airport.city}` : ''}`;
