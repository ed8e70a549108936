import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { CloseIcon, SearchIcon } from './icons/action-icons';
import { OutlinedField } from './outlined-field';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchFieldProps {
  /** The search the list shows (from the URL). */
  value: string;
  onSearch: (search: string) => void;
  label: string;
  clearLabel: string;
  placeholder?: string;
  maxLength?: number;
}

/** Search as you type: the list's search changes once the typing has settled. */
export function SearchField(props: SearchFieldProps) {
  const { value, onSearch, label, clearLabel, placeholder, maxLength } = props;
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const lastSent = useRef(debounced);

  // the URL changed elsewhere (back button, a link): show its search
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  // only the user's typing (once settled) writes the URL, never a stale value after navigation
  useEffect(() => {
    if (debounced === lastSent.current) return;
    lastSent.current = debounced;
    if (debounced.trim() !== value) onSearch(debounced.trim());
  }, [debounced, value, onSearch]);

  return (
    <OutlinedField
      type="search"
      fullWidth
      value={text}
      onChange={(event) => setText(event.target.value)}
      label={label}
      placeholder={placeholder}
      slotProps={{
        htmlInput: { maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon sx={{ color: 'text.disabled' }} />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton edge="end" aria-label={clearLabel} onClick={() => setText('')}>
                <CloseIcon />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
