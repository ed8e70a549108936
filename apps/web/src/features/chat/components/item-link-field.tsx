import type { ItemRef } from '@keeling/contract';
import { ItemChip } from '../../../components/item-link/item-chip';
import { ItemPicker } from '../../../components/item-link/item-picker';

interface ItemLinkFieldProps {
  value: ItemRef | null;
  onChange: (value: ItemRef | null) => void;
}

/**
 * The Keeling item a message will point to: the shared picker until one is chosen, then its
 * chip (removable). Loaded when the person first asks to link an item.
 */
export function ItemLinkField({ value, onChange }: ItemLinkFieldProps) {
  return value ? (
    <ItemChip item={value} size="medium" onDelete={() => onChange(null)} />
  ) : (
    <ItemPicker value={null} onChange={onChange} />
  );
}
