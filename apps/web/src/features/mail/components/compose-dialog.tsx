import {
  type MailSendBody,
  type MailSendInput,
  mailSendBodySchema,
  ROLES,
  type Role,
} from '@keeling/contract';
import MenuItem from '@mui/material/MenuItem';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { OutlinedField } from '../../../components/outlined-field';
import { SelectField } from '../../../components/select-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { fieldError, fieldProps } from '../../../lib/field-props';
import { showServerError } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';
import { useMailContacts, useSendMail } from '../api/mail';
import { plainToHtml } from '../utils/plain-to-html';

const resolver = contractResolver(mailSendBodySchema);

export interface ComposeDraft {
  to?: string[];
  subject?: string;
  /** Text to start from (a forward quotes the mail it forwards). */
  body?: string;
  replyToId?: string;
  /** A forward, titled so. */
  forward?: boolean;
}

interface ComposeDialogProps {
  draft: ComposeDraft;
  onClose: () => void;
  onSent: (subject: string) => void;
}

/** A new mail, a reply or a forward: members and roles, subject and text. */
export function ComposeDialog({ draft, onClose, onSent }: ComposeDialogProps) {
  const { t } = useTranslation('mail');
  const contacts = useMailContacts(true);
  const send = useSendMail();
  const form = useForm<MailSendInput, unknown, MailSendBody>({
    resolver,
    defaultValues: {
      to: draft.to ?? [],
      roles: [],
      subject: draft.subject ?? '',
      body: draft.body ?? '',
      replyToId: draft.replyToId,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ ...values, body: plainToHtml(values.body) });
      onSent(values.subject);
    } catch (error) {
      showServerError(form, error, t);
    }
  });
  const names = new Map((contacts.data?.contacts ?? []).map((c) => [c.id, c.displayName]));

  return (
    <FormDialog
      title={
        draft.forward
          ? t('compose.forwardTitle')
          : draft.replyToId
            ? t('compose.replyTitle')
            : t('compose.title')
      }
      submitLabel={t('compose.send')}
      cancelLabel={t('compose.cancel')}
      isSubmitting={isSubmitting}
      error={errors.root?.server?.message}
      onSubmit={onSubmit}
      onClose={onClose}
      fullScreenOnPhone
    >
      <Controller
        control={form.control}
        name="to"
        render={({ field }) => (
          <SelectField
            label={t('compose.to')}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value as unknown as string[])}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (ids) => (ids as string[]).map((id) => names.get(id) ?? id).join(', '),
              },
            }}
            {...fieldError(form.formState, 'to', t('compose.to'), t)}
          >
            {(contacts.data?.contacts ?? []).map((contact) => (
              <MenuItem key={contact.id} value={contact.id}>
                {contact.displayName} · {contact.email}
              </MenuItem>
            ))}
          </SelectField>
        )}
      />
      <Controller
        control={form.control}
        name="roles"
        render={({ field }) => (
          <SelectField
            label={t('compose.roles')}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value as unknown as Role[])}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (roles) =>
                  (roles as Role[]).map((r) => t(`compose.allOf.${r}`)).join(', '),
              },
            }}
          >
            {ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {t(`compose.allOf.${role}`)}
              </MenuItem>
            ))}
          </SelectField>
        )}
      />
      <OutlinedField {...fieldProps(form, 'subject', t('compose.subject'), t)} />
      <OutlinedField multiline minRows={6} {...fieldProps(form, 'body', t('compose.body'), t)} />
    </FormDialog>
  );
}
