import { CHART_LIMITS } from '@keeling/contract';
import Autocomplete from '@mui/material/Autocomplete';
import { useState } from 'react';
import { OutlinedField } from '../../../components/outlined-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useColumnValues } from '../api/get-column-values';

interface SeriesValuesFieldProps {
  datasetId: string | null;
  column: string | null;
  label: string;
  helperText?: string;
  value: string[];
  onChange: (values: string[]) => void;
}

/** Values of a column (countries…) to draw one series each, searched on the server. */
export function SeriesValuesField(props: SeriesValuesFieldProps) {
  const { datasetId, column, label, helperText, value, onChange } = props;
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, 300);
  const { data, isFetching } = useColumnValues(datasetId, column, search.trim());
  const rows = new Map((data ?? []).map((item) => [item.value, item.rows]));
  return (
    <Autocomplete
      multiple
      options={(data ?? []).map((item) => item.value)}
      value={value}
      onChange={(_event, values) => onChange(values.slice(0, CHART_LIMITS.seriesValuesMax))}
      inputValue={input}
      onInputChange={(_event, text, reason) => reason !== 'reset' && setInput(text)}
      filterOptions={(options) => options}
      filterSelectedOptions
      disabled={!datasetId || !column}
      loading={isFetching}
      loadingText={t('states.loading')}
      noOptionsText={t('builder.noValues')}
      renderOption={({ key, ...optionProps }, option) => (
        <li key={key} {...optionProps}>
          {option}
          {rows.has(option) &&
            ` · ${t('builder.valueRows', { count: rows.get(option), rows: format.number(rows.get(option) ?? 0) })}`}
        </li>
      )}
      renderInput={(params) => <OutlinedField {...params} label={label} helperText={helperText} />}
    />
  );
}
