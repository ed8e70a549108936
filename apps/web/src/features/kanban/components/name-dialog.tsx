import { kanbanColumnCreateSchema } from '@keeling/contract';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { OutlinedField } from '../../../components/outlined-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { fieldProps } from '../../../lib/field-props';
import { showServerError } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';

const resolver = contractResolver(kanbanColumnCreateSchema);

interface NameDialogProps {
  title: string;
  submitLabel: string;
  name: string;
  onClose: () => void;
  onSave: (name: string) => Promise<unknown>;
}

/** A column's name, for a new column or a renamed one. */
export function NameDialog({ title, submitLabel, name, onClose, onSave }: NameDialogProps) {
  const { t } = useTranslation('kanban');
  const form = useForm<{ name: string }>({ resolver, defaultValues: { name } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values.name);
      onClose();
    } catch (error) {
      showServerError(form, error, t);
    }
  });
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      cancelLabel={t('form.cancel')}
      isSubmitting={isSubmitting}
      error={errors.root?.server?.message}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <OutlinedField
        {...fieldProps(form, 'name', t('column.name'), t)}
        fullWidth
        required
        autoFocus
      />
    </FormDialog>
  );
}
