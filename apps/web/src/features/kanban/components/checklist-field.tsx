import { KANBAN_LIMITS, type KanbanCardForm } from '@keeling/contract';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { CloseIcon } from '../../../components/icons/action-icons';
import { OutlinedField } from '../../../components/outlined-field';
import { fieldProps } from '../../../lib/field-props';
import { useTranslation } from '../../../locales/use-translation';

/** A card's checklist in its dialog: each step ticked, renamed or removed; steps added. */
export function ChecklistField({ form }: { form: UseFormReturn<KanbanCardForm> }) {
  const { t } = useTranslation('kanban');
  const items = useFieldArray({ control: form.control, name: 'checklist', keyName: 'key' });
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('checklist.title')}
      </Typography>
      {items.fields.map((item, index) => {
        const label = t('checklist.item', { index: index + 1 });
        return (
          <Stack key={item.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Controller
              control={form.control}
              name={`checklist.${index}.done`}
              render={({ field }) => (
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('checklist.done', { index: index + 1 }) } }}
                />
              )}
            />
            <OutlinedField
              {...fieldProps(form, `checklist.${index}.text`, label, t)}
              size="small"
              fullWidth
              required
            />
            <IconButton
              aria-label={t('checklist.remove', { index: index + 1 })}
              onClick={() => items.remove(index)}
            >
              <CloseIcon />
            </IconButton>
          </Stack>
        );
      })}
      <Button
        variant="outlined"
        disabled={items.fields.length >= KANBAN_LIMITS.checklist}
        onClick={() => items.append({ id: crypto.randomUUID(), text: '', done: false })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('checklist.add')}
      </Button>
    </Stack>
  );
}
