import { type ArticleSort, BLOG_LIMITS } from '@keeling/contract/constants';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { SearchField } from '../../../components/search-field';
import { useTranslation } from '../../../locales/use-translation';
import { SortSelect } from './sort-select';

interface BlogToolbarProps {
  search: string;
  sort: ArticleSort;
  onSearch: (search: string) => void;
  onSort: (sort: ArticleSort) => void;
}

/** Search as you type (debounced) and the sort order; both live in the URL. */
export function BlogToolbar({ search, sort, onSearch, onSort }: BlogToolbarProps) {
  const { t } = useTranslation('blog');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4 }}>
      <Box sx={{ flexGrow: 1, maxWidth: { sm: 360 } }}>
        <SearchField
          value={search}
          onSearch={onSearch}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          clearLabel={t('search.clear')}
          maxLength={BLOG_LIMITS.searchMax}
        />
      </Box>
      <SortSelect value={sort} onChange={onSort} />
    </Stack>
  );
}
