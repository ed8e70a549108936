import type { ArticleSort } from '@keeling/contract/constants';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { OutlinedField } from '../../../components/outlined-field';
import { useTranslation } from '../../../locales/use-translation';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { CloseIcon, SearchIcon } from './blog-icons';
import { SortSelect } from './sort-select';

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
      <Box sx={{ flexGrow: 1, maxWidth: { sm: 360 } }}>
        <OutlinedField
          type="search"
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon sx={{ color: 'text.disabled' }} />
                </InputAdornment>
              ),
              endAdornment: text ? (
                <InputAdornment position="end">
                  <IconButton edge="end" aria-label={t('search.clear')} onClick={() => setText('')}>
                    <CloseIcon />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
      </Box>
      <SortSelect value={sort} onChange={onSort} />
    </Stack>
  );
}
