import type { ItemRef, ItemSummary } from '@keeling/contract';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../locales/use-translation';
import { itemHref } from './item-href';
import { useItem } from './item-queries';

interface ItemChipProps extends Pick<ChipProps, 'size' | 'onDelete' | 'sx'> {
  /** The item linked to: its summary when the caller has it, else read by its ref. */
  item: ItemRef | ItemSummary;
}

const hasTitle = (item: ItemRef | ItemSummary): item is ItemSummary => 'title' in item;

/**
 * A link to a Keeling item, named by its kind and title ("Chart · Flask trend"); an item since
 * deleted, or hidden from this person, reads "Item no longer available" and links nowhere.
 */
export function ItemChip({ item, size = 'small', onDelete, sx }: ItemChipProps) {
  const { t } = useTranslation('common');
  const read = useItem(hasTitle(item) ? null : item);
  const summary = hasTitle(item) ? item : read.data;
  const kind = t(`items.types.${item.type}`);
  if (summary === undefined)
    return <Chip size={size} label={`${kind} · ${t('loading')}`} onDelete={onDelete} sx={sx} />;
  if (summary === null)
    return (
      <Chip
        size={size}
        variant="outlined"
        label={`${kind} · ${t('items.gone')}`}
        onDelete={onDelete}
        sx={sx}
      />
    );
  return (
    <Chip
      size={size}
      clickable
      component={RouterLink}
      to={itemHref(summary)}
      label={`${kind} · ${summary.title}`}
      onDelete={onDelete}
      sx={{ maxWidth: '100%', ...sx }}
    />
  );
}
