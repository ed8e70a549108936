import { ARTICLE_SORTS, type ArticleSort } from '@keeling/contract/constants';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../locales/use-translation';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { SearchIcon } from './blog-icons';

export const SEARCH_DEBOUNCE_MS = 300;

interface BlogToolbarProps {
  search: string;
  sort: ArticleSort;
  onSearch: (search: string) => void;
  onSort: (sort: ArticleSort) => void;
}

/** Search as you type (debounced) and the sort order; both live in the URL. */
export function BlogToolbar({ search, sort, onSearch, onSort }: BlogToolbarProps) {
  const { t } = useTranslation('blog');
  const sortId = useId();
  const [text, setText] = useState(search);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const lastSent = useRef(debounced);

  // the URL changed elsewhere (back button, a link): show its search
  useEffect(() => setText((current) => (current.trim() === search ? current : search)), [search]);
  // only the user's typing (once settled) writes the URL, never a stale value after navigation
  useEffect(() => {
    if (debounced === lastSent.current) return;
    lastSent.current = debounced;
    if (debounced.trim() !== search) onSearch(debounced);
  }, [debounced, search, onSearch]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4 }}>
      <TextField
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        sx={{ flexGrow: 1, maxWidth: { sm: 360 } }}
        slotProps={{
          inputLabel: { shrink: true },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon sx={{ color: 'text.disabled' }} />
              </InputAdornment>
            ),
          },
        }}
      />
      <FormControl sx={{ minWidth: 160 }}>
        <InputLabel id={sortId}>{t('sort.label')}</InputLabel>
        <Select
          labelId={sortId}
          value={sort}
          label={t('sort.label')}
          onChange={(event) => onSort(event.target.value as ArticleSort)}
        >
          {ARTICLE_SORTS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`sort.${option}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
