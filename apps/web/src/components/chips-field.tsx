import Autocomplete from '@mui/material/Autocomplete';
import { useState } from 'react';
import { OutlinedField } from './outlined-field';

interface ChipsFieldProps {
  /** The visible label; in a table's cell, none and `ariaLabel` instead. */
  label?: string;
  ariaLabel?: string;
  size?: 'small' | 'medium';
  /** The most chips the field keeps. */
  maxItems: number;
  /** The longest chip, in characters. */
  maxLength: number;
  helperText?: string;
  error?: boolean;
  value: string[];
  onChange: (chips: string[]) => void;
}

/** Trimmed, de-duplicated chips within the given limits. */
export function normaliseChips(chips: string[], maxItems: number, maxLength: number): string[] {
  const unique = new Set<string>();
  for (const chip of chips) {
    const clean = chip.trim().slice(0, maxLength);
    if (clean) unique.add(clean);
  }
  return [...unique].slice(0, maxItems);
}

/**
 * A chips input (tags, names): Enter, a comma or leaving the field (Tab) turns the typed text into
 * a chip, Backspace in the empty field removes the last one. Enter never submits the form.
 */
export function ChipsField(props: ChipsFieldProps) {
  const { label, ariaLabel, size, maxItems, maxLength, helperText, error, value, onChange } = props;
  const normalise = (chips: string[]) => normaliseChips(chips, maxItems, maxLength);
  const [input, setInput] = useState('');
  const addTyped = () => {
    if (!input.trim()) return;
    onChange(normalise([...value, input]));
    setInput('');
  };
  return (
    <Autocomplete
      multiple
      freeSolo
      size={size}
      options={[] as string[]}
      value={value}
      inputValue={input}
      onChange={(_event, chips) => onChange(normalise(chips))}
      onInputChange={(_event, text) => {
        if (!text.includes(',')) return setInput(text);
        const parts = text.split(',');
        setInput(parts.pop() ?? '');
        onChange(normalise([...value, ...parts]));
      }}
      onBlur={addTyped}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        // the Autocomplete has already made a chip of the text (freeSolo + multiple)
        event.preventDefault();
      }}
      renderInput={(params) => (
        // Autocomplete's own input props and ref stay as given (OutlinedField always shrinks the label)
        <OutlinedField
          {...params}
          label={label}
          helperText={helperText}
          error={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': ariaLabel },
          }}
        />
      )}
    />
  );
}
