import type { Dataset } from '@keeling/contract';
import Autocomplete from '@mui/material/Autocomplete';
import { useState } from 'react';
import { OutlinedField } from '../../../components/outlined-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useTranslation } from '../../../locales/use-translation';
import { useDatasets } from '../api/get-datasets';

const OPTIONS = 20;

interface DatasetFieldProps {
  value: Dataset | null;
  onChange: (dataset: Dataset | null) => void;
  error?: boolean;
  helperText?: string;
  /** The field's label (the chart's data set by default). */
  label?: string;
}

/** The chart's data set, searched on the server as the user types. */
export function DatasetField({ value, onChange, error, helperText, label }: DatasetFieldProps) {
  const { t } = useTranslation('data');
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, 300);
  // the chosen data set's name in the box is not a search
  const query = { page: 1, size: OPTIONS, search: search === value?.name ? '' : search };
  const { data, isFetching } = useDatasets(query);
  return (
    <Autocomplete
      options={data?.items ?? []}
      value={value}
      onChange={(_event, dataset) => onChange(dataset)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      getOptionLabel={(dataset) => dataset.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(options) => options}
      loading={isFetching}
      loadingText={t('states.loading')}
      noOptionsText={t('builder.noDatasets')}
      renderInput={(params) => (
        <OutlinedField
          {...params}
          label={label ?? t('builder.dataset')}
          required
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
