import { ARTICLE_SORTS, type ArticleSort } from '@keeling/contract/constants';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '../../../locales/use-translation';

interface SortMenuProps {
  id: string;
  labelId: string;
  anchor: HTMLElement | null;
  value: ArticleSort;
  onClose: () => void;
  onSelect: (sort: ArticleSort) => void;
}

/**
 * The sort field's list of orders (lazy: MUI Menu, Popover and Modal load when it first opens,
 * see SortSelect). A listbox of options, as MUI's Select renders it, at the field's width.
 */
export default function SortMenu({ id, labelId, anchor, value, onClose, onSelect }: SortMenuProps) {
  const { t } = useTranslation('blog');
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{
        paper: { sx: { minWidth: anchor?.clientWidth } },
        list: { id, role: 'listbox', 'aria-labelledby': labelId },
      }}
    >
      {ARTICLE_SORTS.map((option) => (
        <MenuItem
          key={option}
          role="option"
          aria-selected={option === value}
          selected={option === value}
          onClick={() => onSelect(option)}
        >
          {t(`sort.${option}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
