import { type ItemRef, KANBAN_LIMITS } from '@keeling/contract';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CloseIcon } from '../../../components/icons/action-icons';
import { ItemChip } from '../../../components/item-link/item-chip';
import { ItemPicker } from '../../../components/item-link/item-picker';
import { useTranslation } from '../../../locales/use-translation';

const same = (a: ItemRef, b: ItemRef) => a.type === b.type && a.id === b.id;

/**
 * A card's links to Keeling items in its dialog (decision 0069): each shown by its kind and
 * title, removable; another picked among the items the person may see.
 */
export function LinksField({
  value,
  onChange,
}: {
  value: ItemRef[];
  onChange(v: ItemRef[]): void;
}) {
  const { t } = useTranslation('kanban');
  // a new picker after each pick: it starts empty again
  const [picks, setPicks] = useState(0);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t('links.title')}
      </Typography>
      {value.length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {value.map((link, index) => (
            <Stack
              component="li"
              key={`${link.type}:${link.id}`}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              <ItemChip item={link} />
              <IconButton
                size="small"
                aria-label={t('links.remove', { index: index + 1 })}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <CloseIcon />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
      {value.length < KANBAN_LIMITS.links && (
        <ItemPicker
          key={picks}
          label={t('links.add')}
          value={null}
          onChange={(link) => {
            if (link && !value.some((other) => same(other, link))) onChange([...value, link]);
            setPicks((n) => n + 1);
          }}
        />
      )}
    </Stack>
  );
}
