import type { ArticleSort } from '@keeling/contract/constants';
import { styled } from '@mui/material/styles';
import { lazy, useId, useState } from 'react';
import { LoadOnOpen, preloader } from '../../../components/load-on-open';
import { OutlinedFieldRoot, OutlineNotch } from '../../../components/text-input';
import { usePopupAnchor } from '../../../components/use-popup-anchor';
import { retryImport } from '../../../lib/retry-import';
import { useTranslation } from '../../../locales/use-translation';
import { ArrowDropDownIcon } from './blog-icons';

/** The outlined field with MUI's Select parts: the value's button and the arrow. */
const SelectField = styled(OutlinedFieldRoot)(({ theme }) => ({
  minWidth: 160,
  '& .kl-select': {
    cursor: 'pointer',
    textAlign: 'left',
    paddingRight: 32,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    userSelect: 'none',
    '&:focus-visible': { outline: 0 },
  },
  '& .kl-select-icon': {
    position: 'absolute',
    right: 7,
    top: 'calc(50% - 0.5em)',
    fontSize: '1.5rem',
    pointerEvents: 'none',
    color: theme.palette.action.active,
    transition: theme.transitions.create('transform', {
      duration: theme.transitions.duration.shorter,
    }),
  },
  '&.kl-open .kl-select-icon': { transform: 'rotate(180deg)' },
}));

const loadSortMenu = () => retryImport(() => import('./sort-menu'));
const SortMenu = lazy(loadSortMenu);
const preloadSortMenu = preloader(loadSortMenu);

interface SortSelectProps {
  value: ArticleSort;
  onChange: (sort: ArticleSort) => void;
}

/**
 * The blog's "Sort by" field: MUI's outlined Select in look and roles (a combobox button
 * labelled by the field's label, a listbox of options), on the light outlined field of the
 * auth forms. The menu (MUI Menu, Popover, Modal: ≈ 14 KiB gzip) loads on the first open, warmed
 * on hover and focus, so the blog's first load does not carry it.
 */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation('blog');
  const id = useId();
  const { anchor, popupId, open, close, buttonProps } = usePopupAnchor(preloadSortMenu);
  const [isFocused, setFocused] = useState(false);
  const label = t('sort.label');
  const className = [(isFocused || anchor) && 'kl-focused', anchor && 'kl-open']
    .filter(Boolean)
    .join(' ');
  return (
    <SelectField fullWidth={false} className={className || undefined}>
      <label id={`${id}-label`} htmlFor={`${id}-button`}>
        {label}
      </label>
      <div>
        <button
          type="button"
          id={`${id}-button`}
          className="kl-select"
          role="combobox"
          aria-haspopup="listbox"
          aria-labelledby={`${id}-label ${id}-button`}
          {...buttonProps}
          // A combobox always states whether its list is open.
          aria-expanded={Boolean(anchor)}
          // As MUI's Select: the arrow keys open the list too (Enter and Space click).
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
            event.preventDefault();
            open(event.currentTarget);
          }}
          onFocus={() => {
            setFocused(true);
            buttonProps.onFocus();
          }}
          onBlur={() => setFocused(false)}
        >
          {t(`sort.${value}`)}
        </button>
        <ArrowDropDownIcon className="kl-select-icon" aria-hidden />
        <OutlineNotch label={label} />
      </div>
      <LoadOnOpen open={Boolean(anchor)}>
        <SortMenu
          id={popupId}
          labelId={`${id}-label`}
          anchor={anchor}
          value={value}
          onClose={close}
          onSelect={(sort) => {
            close();
            if (sort !== value) onChange(sort);
          }}
        />
      </LoadOnOpen>
    </SelectField>
  );
}
