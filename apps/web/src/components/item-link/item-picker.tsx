import type { ItemRef, ItemSummary, ItemType } from '@keeling/contract';
import Autocomplete from '@mui/material/Autocomplete';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useTranslation } from '../../locales/use-translation';
import { OutlinedField } from '../outlined-field';
import { useItem, useItemSearch } from './item-queries';

interface ItemPickerProps {
  /** The field's label (default "Linked item"). */
  label?: string;
  value: ItemRef | null;
  onChange: (value: ItemRef | null) => void;
  /** The kinds offered (default every kind). */
  types?: readonly ItemType[];
  helperText?: string;
  disabled?: boolean;
}

const sameItem = (a: ItemSummary, b: ItemSummary) => a.type === b.type && a.id === b.id;

/**
 * Picks one Keeling item to link to: the person types part of a title and chooses among the
 * data sets, charts, dashboards, trips, articles and cards they may see, grouped by kind.
 */
export function ItemPicker(props: ItemPickerProps) {
  const { label, value, onChange, types, helperText, disabled } = props;
  const { t } = useTranslation('common');
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(input, 250);
  const results = useItemSearch(search.trim(), types?.length === 1 ? types[0] : undefined, open);
  const chosen = useItem(value);
  const selected = value ? (chosen.data ?? null) : null;
  const options = (results.data ?? []).filter((item) => !types || types.includes(item.type));
  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={
        selected && !options.some((o) => sameItem(o, selected)) ? [selected, ...options] : options
      }
      value={selected}
      onChange={(_event, item) => onChange(item ? { type: item.type, id: item.id } : null)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      filterOptions={(list) => list}
      groupBy={(item) => t(`items.types.${item.type}`)}
      getOptionLabel={(item) => item.title}
      getOptionKey={(item) => `${item.type}:${item.id}`}
      isOptionEqualToValue={sameItem}
      disabled={disabled}
      loading={results.isFetching}
      loadingText={t('loading')}
      noOptionsText={t('items.none')}
      renderInput={(params) => (
        <OutlinedField
          {...params}
          label={label ?? t('items.label')}
          placeholder={t('items.placeholder')}
          helperText={helperText}
        />
      )}
    />
  );
}
