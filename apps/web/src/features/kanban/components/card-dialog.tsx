import {
  KANBAN_LIMITS,
  KANBAN_PRIORITIES,
  type KanbanBoard,
  type KanbanCard,
  type KanbanCardForm,
  type KanbanPerson,
  kanbanCardFormSchema,
} from '@keeling/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { AttachmentsField } from '../../../components/attachments-field';
import { DateField } from '../../../components/date-field/date-field';
import { FormDialog } from '../../../components/form-dialog';
import { OutlinedField } from '../../../components/outlined-field';
import { LazyRichText } from '../../../components/rich-text/lazy-rich-text';
import { SelectField } from '../../../components/select-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { errorMessage } from '../../../lib/error-message';
import { fieldError, fieldProps } from '../../../lib/field-props';
import { showServerError } from '../../../lib/server-errors';
import { useUploadImage } from '../../../lib/upload-image';
import { useTranslation } from '../../../locales/use-translation';
import { ChecklistField } from './checklist-field';
import { LinksField } from './links-field';

const resolver = contractResolver(kanbanCardFormSchema);

interface CardDialogProps {
  board: KanbanBoard;
  /** The card to edit; null for a new one. */
  card: KanbanCard | null;
  people: KanbanPerson[];
  onClose: () => void;
  onSave: (values: KanbanCardForm) => Promise<unknown>;
  /** Archives the card being edited (not offered for a new one). */
  onArchive?: () => void;
}

const labelColor = (board: KanbanBoard, name: string) =>
  board.labels.find((label) => label.name === name)?.color ?? 'default';

/**
 * A card's every field: title, description, assignees among the members, the board's labels,
 * due date and priority; an edited card can also be archived from here.
 */
export function CardDialog({ board, card, people, onClose, onSave, onArchive }: CardDialogProps) {
  const { t } = useTranslation('kanban');
  const form = useForm<KanbanCardForm>({
    resolver,
    defaultValues: {
      title: card?.title ?? '',
      description: card?.description ?? '',
      assigneeIds: card?.assigneeIds ?? [],
      labels: card?.labels ?? [],
      dueDate: card?.dueDate ?? null,
      priority: card?.priority ?? 'medium',
      checklist: card?.checklist ?? [],
      attachments: card?.attachments ?? [],
      links: card?.links ?? [],
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      showServerError(form, error, t);
    }
  });
  const upload = useUploadImage();
  const onUpload = async (file: File) => {
    try {
      return await upload.mutateAsync(file);
    } catch (error) {
      form.setError('root.server', { message: errorMessage(t, error) });
      return null;
    }
  };
  const byId = new Map(people.map((person) => [person.id, person]));
  const labelNames = board.labels.map((label) => label.name);

  return (
    <FormDialog
      title={card ? t('cardForm.editTitle', { card: card.title }) : t('cardForm.newTitle')}
      submitLabel={card ? t('form.save') : t('form.create')}
      cancelLabel={t('form.cancel')}
      isSubmitting={isSubmitting}
      error={errors.root?.server?.message}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
      fullScreenOnPhone
    >
      <OutlinedField
        {...fieldProps(form, 'title', t('cardForm.title'), t)}
        fullWidth
        required
        autoFocus
      />
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="p">
          {t('cardForm.description')}
        </Typography>
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            <LazyRichText
              value={field.value}
              onChange={field.onChange}
              label={t('cardForm.description')}
              isUploading={upload.isPending}
              onUploadImage={onUpload}
            />
          )}
        />
      </Stack>
      <Controller
        control={form.control}
        name="assigneeIds"
        render={({ field }) => (
          <Autocomplete
            multiple
            options={people.map((person) => person.id)}
            getOptionLabel={(id) => byId.get(id)?.name ?? id}
            value={field.value}
            onChange={(_, value) => field.onChange(value)}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <OutlinedField
                {...params}
                name={field.name}
                inputRef={field.ref}
                label={t('cardForm.assignees')}
                {...fieldError(form.formState, 'assigneeIds', t('cardForm.assignees'), t)}
              />
            )}
          />
        )}
      />
      <Controller
        control={form.control}
        name="labels"
        render={({ field }) => (
          <Autocomplete
            multiple
            options={labelNames}
            value={field.value}
            onChange={(_, value) => field.onChange(value)}
            onBlur={field.onBlur}
            noOptionsText={t('cardForm.noLabels')}
            renderValue={(values, getItemProps) =>
              values.map((name, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return (
                  <Chip
                    key={key}
                    size="small"
                    color={labelColor(board, name)}
                    label={name}
                    {...itemProps}
                  />
                );
              })
            }
            renderInput={(params) => (
              <OutlinedField
                {...params}
                name={field.name}
                inputRef={field.ref}
                label={t('cardForm.labels')}
                {...fieldError(form.formState, 'labels', t('cardForm.labels'), t)}
              />
            )}
          />
        )}
      />
      <Controller
        control={form.control}
        name="dueDate"
        render={({ field }) => (
          <DateField
            label={t('cardForm.dueDate')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            {...fieldError(form.formState, 'dueDate', t('cardForm.dueDate'), t)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="priority"
        render={({ field }) => (
          <SelectField
            fullWidth
            label={t('cardForm.priority')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
          >
            {KANBAN_PRIORITIES.map((priority) => (
              <MenuItem key={priority} value={priority}>
                {t(`card.priority.${priority}`)}
              </MenuItem>
            ))}
          </SelectField>
        )}
      />
      <ChecklistField form={form} />
      <Controller
        control={form.control}
        name="attachments"
        render={({ field }) => (
          <AttachmentsField
            value={field.value}
            onChange={field.onChange}
            max={KANBAN_LIMITS.attachments}
            nameMax={KANBAN_LIMITS.attachmentName}
            isUploading={upload.isPending}
            onUpload={onUpload}
          />
        )}
      />
      <Controller
        control={form.control}
        name="links"
        render={({ field }) => <LinksField value={field.value} onChange={field.onChange} />}
      />
      {card && onArchive && (
        <Button
          variant="outlined"
          color="warning"
          onClick={onArchive}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('cardForm.archive')}
        </Button>
      )}
    </FormDialog>
  );
}
