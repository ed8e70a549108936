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

/** A chips input: Enter or a comma turns the typed text into a tag. */
export function TagsField({ label, helperText, error, value, onChange }: TagsFieldProps) {
  const [input, setInput] = useState('');
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
      onBlur={() => {
        if (!input.trim()) return;
        onChange(normaliseTags([...value, input]));
        setInput('');
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={helperText}
          error={error}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}
