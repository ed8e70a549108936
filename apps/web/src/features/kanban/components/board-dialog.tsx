import {
  KANBAN_LABEL_COLORS,
  KANBAN_LIMITS,
  type KanbanBoard,
  type KanbanBoardForm,
  type KanbanPerson,
  kanbanBoardFormSchema,
} from '@keeling/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { CloseIcon } from '../../../components/icons/action-icons';
import { OutlinedField } from '../../../components/outlined-field';
import { SelectField } from '../../../components/select-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { fieldError, fieldProps } from '../../../lib/field-props';
import { showServerError } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';

const resolver = contractResolver(kanbanBoardFormSchema);

interface BoardDialogProps {
  /** The board to edit; null for a new one. */
  board: KanbanBoard | null;
  people: KanbanPerson[];
  onClose: () => void;
  onSave: (values: KanbanBoardForm) => Promise<unknown>;
}

/** Creates or edits a board: its title, description and labels (each with its colour). */
export function BoardDialog({ board, people, onClose, onSave }: BoardDialogProps) {
  const { t } = useTranslation('kanban');
  const form = useForm<KanbanBoardForm>({
    resolver,
    defaultValues: {
      title: board?.title ?? '',
      description: board?.description ?? '',
      labels: board?.labels ?? [],
      membersOnly: board?.membersOnly ?? false,
      memberIds: board?.memberIds ?? [],
    },
  });
  const byId = new Map(people.map((person) => [person.id, person.name]));
  const labels = useFieldArray({ control: form.control, name: 'labels' });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      showServerError(form, error, t);
    }
  });

  return (
    <FormDialog
      title={board ? t('board.editTitle') : t('board.newTitle')}
      submitLabel={board ? t('form.save') : t('form.create')}
      cancelLabel={t('form.cancel')}
      isSubmitting={isSubmitting}
      error={errors.root?.server?.message ?? errors.labels?.root?.message}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <OutlinedField {...fieldProps(form, 'title', t('board.title'), t)} fullWidth required />
      <OutlinedField
        {...fieldProps(form, 'description', t('board.description'), t)}
        fullWidth
        multiline
        minRows={2}
      />
      <Controller
        control={form.control}
        name="membersOnly"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
            label={t('board.membersOnly')}
          />
        )}
      />
      {form.watch('membersOnly') && (
        <Controller
          control={form.control}
          name="memberIds"
          render={({ field }) => (
            <Autocomplete
              multiple
              options={people.map((person) => person.id)}
              getOptionLabel={(id) => byId.get(id) ?? id}
              value={field.value}
              onChange={(_, value) => field.onChange(value)}
              onBlur={field.onBlur}
              renderInput={(params) => (
                <OutlinedField
                  {...params}
                  name={field.name}
                  inputRef={field.ref}
                  label={t('board.members')}
                  helperText={t('board.membersHelp')}
                />
              )}
            />
          )}
        />
      )}
      <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {t('board.labels')}
        </Typography>
        {labels.fields.map((field, index) => {
          const name = t('board.labelName', { index: index + 1 });
          const color = t('board.labelColor', { index: index + 1 });
          return (
            <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <OutlinedField
                {...fieldProps(form, `labels.${index}.name`, name, t)}
                sx={{ flex: 2 }}
                required
              />
              <Controller
                control={form.control}
                name={`labels.${index}.color`}
                render={({ field: colorField }) => (
                  <SelectField
                    label={color}
                    name={colorField.name}
                    value={colorField.value}
                    onChange={colorField.onChange}
                    onBlur={colorField.onBlur}
                    inputRef={colorField.ref}
                    sx={{ flex: 1, minWidth: 140 }}
                    {...fieldError(form.formState, `labels.${index}.color`, color, t)}
                  >
                    {KANBAN_LABEL_COLORS.map((tone) => (
                      <MenuItem key={tone} value={tone}>
                        <Chip size="small" color={tone} label={t(`colors.${tone}`)} />
                      </MenuItem>
                    ))}
                  </SelectField>
                )}
              />
              <IconButton
                aria-label={t('board.removeLabel', {
                  label: form.watch(`labels.${index}.name`) || index + 1,
                })}
                onClick={() => labels.remove(index)}
                sx={{ mt: 1 }}
              >
                <CloseIcon />
              </IconButton>
            </Stack>
          );
        })}
        <Button
          variant="outlined"
          disabled={labels.fields.length >= KANBAN_LIMITS.labels}
          onClick={() => labels.append({ name: '', color: 'default' })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('board.addLabel')}
        </Button>
      </Stack>
    </FormDialog>
  );
}
