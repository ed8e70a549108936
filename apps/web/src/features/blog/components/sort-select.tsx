import { ARTICLE_SORTS, type ArticleSort } from '@keeling/contract/constants';
import MenuItem from '@mui/material/MenuItem';
import { SelectField } from '../../../components/select-field';
import { useTranslation } from '../../../locales/use-translation';

interface SortSelectProps {
  value: ArticleSort;
  onChange: (sort: ArticleSort) => void;
}

const isSort = (value: string): value is ArticleSort =>
  (ARTICLE_SORTS as readonly string[]).includes(value);

/** The blog's "Sort by" field: MUI's outlined Select (a combobox and its listbox of orders). */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation('blog');
  return (
    <SelectField
      label={t('sort.label')}
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        if (isSort(next) && next !== value) onChange(next);
      }}
      sx={{ minWidth: 160 }}
    >
      {ARTICLE_SORTS.map((option) => (
        <MenuItem key={option} value={option}>
          {t(`sort.${option}`)}
        </MenuItem>
      ))}
    </SelectField>
  );
}
