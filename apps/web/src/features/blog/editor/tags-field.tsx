import { BLOG_LIMITS } from '@keeling/contract/constants';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface TagsFieldProps {
  label: string;
  helperText?: string;
  error?: boolean;
  value: string[];
  onChange: (tags: string[]) => void;
}

/** Trimmed, de-duplicated tags within the contract's limits. */
export function normaliseTags(tags: string[]): string[] {
  const unique = new Set<string>();
  for (const tag of tags) {
    const clean = tag.trim().slice(0, BLOG_LIMITS.tagMax);
    if (clean) unique.add(clean);
  }
  return [...unique].slice(0, BLOG_LIMITS.tagsMax);
}

/**
 * A chips input: Enter, a comma or leaving the field (Tab) turns the typed text into a tag,
 * Backspace in the empty field removes the last one. Enter never submits the form around it.
 */
export function TagsField({ label, helperText, error, value, onChange }: TagsFieldProps) {
  const [input, setInput] = useState('');
  const addTyped = () => {
    if (!input.trim()) return;
    onChange(normaliseTags([...value, input]));
    setInput('');
  };
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[] as string[]}
      value={value}
      inputValue={input}
      onChange={(_event, tags) => onChange(normaliseTags(tags))}
      onInputChange={(_event, text) => {
        if (!text.includes(',')) return setInput(text);
        const parts = text.split(',');
        setInput(parts.pop() ?? '');
        onChange(normaliseTags([...value, ...parts]));
      }}
      onBlur={addTyped}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        // the Autocomplete has already made a chip of the text (freeSolo + multiple)
        event.preventDefault();
      }}
      renderInput={(params) => (
        // Autocomplete's own input props and ref stay as given (the label shrinks by the theme)
        <TextField {...params} label={label} helperText={helperText} error={error} />
      )}
    />
  );
}
