import {
  KANBAN_LABEL_COLORS,
  type MailTeamLabelBody,
  type MailTeamLabelInput,
  mailTeamLabelBodySchema,
} from '@keeling/contract';
import MenuItem from '@mui/material/MenuItem';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { OutlinedField } from '../../../components/outlined-field';
import { SelectField } from '../../../components/select-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { fieldProps } from '../../../lib/field-props';
import { showServerError } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';
import { useCreateTeamLabel } from '../api/mail';
import { LabelDot } from './label-dot';

const resolver = contractResolver(mailTeamLabelBodySchema);

/** Admins make a team label: a name and a colour, then every member can apply it. */
export function TeamLabelDialog({ onClose }: { onClose: (name?: string) => void }) {
  const { t } = useTranslation('mail');
  const create = useCreateTeamLabel();
  const form = useForm<MailTeamLabelInput, unknown, MailTeamLabelBody>({
    resolver,
    defaultValues: { name: '', color: 'primary' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { label } = await create.mutateAsync(values);
      onClose(label.name);
    } catch (error) {
      showServerError(form, error, t);
    }
  });
  return (
    <FormDialog
      title={t('teamLabels.newTitle')}
      submitLabel={t('teamLabels.create')}
      cancelLabel={t('compose.cancel')}
      isSubmitting={form.formState.isSubmitting}
      error={form.formState.errors.root?.server?.message}
      onSubmit={onSubmit}
      onClose={() => onClose()}
    >
      <OutlinedField {...fieldProps(form, 'name', t('teamLabels.name'), t)} autoFocus required />
      <Controller
        control={form.control}
        name="color"
        render={({ field }) => (
          <SelectField
            label={t('teamLabels.color')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
          >
            {KANBAN_LABEL_COLORS.map((color) => (
              <MenuItem key={color} value={color} sx={{ gap: 1.5 }}>
                <LabelDot color={color} />
                {t(`teamLabels.colors.${color}`)}
              </MenuItem>
            ))}
          </SelectField>
        )}
      />
    </FormDialog>
  );
}
