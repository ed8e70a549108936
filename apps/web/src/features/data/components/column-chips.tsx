import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** A multiple select's value: the chosen columns as small chips, by name (Select `renderValue`). */
export const columnChips = (nameOf: (key: string) => string) => (selected: string[]) => (
  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
    {selected.map((key) => (
      <Chip key={key} size="small" label={nameOf(key)} />
    ))}
  </Stack>
);
