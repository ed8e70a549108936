import {
  MAIL_LIMITS,
  type MailSendBody,
  type MailSendInput,
  mailSendBodySchema,
  ROLES,
  type Role,
} from '@keeling/contract';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AttachmentsField } from '../../../components/attachments-field';
import { FormDialog } from '../../../components/form-dialog';
import { OutlinedField } from '../../../components/outlined-field';
import { LazyRichText } from '../../../components/rich-text/lazy-rich-text';
import { SelectField } from '../../../components/select-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { errorMessage } from '../../../lib/error-message';
import { fieldError, fieldProps } from '../../../lib/field-props';
import { showServerError } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';
import {
  useDiscardDraft,
  useMailContacts,
  useSendMail,
  useUploadMailAttachment,
} from '../api/mail';
import { useDraftAutosave } from '../hooks/use-draft-autosave';
import type { ComposeDraft } from '../utils/compose-draft';

const resolver = contractResolver(mailSendBodySchema);

interface ComposeDialogProps {
  draft: ComposeDraft;
  onClose: () => void;
  onSent: (subject: string) => void;
  onDiscarded: () => void;
}

/** An empty new mail is not worth a draft. */
const isBlank = (v: MailSendInput) =>
  !v.subject?.trim() &&
  !(v.body ?? '').replace(/<[^>]*>/g, '').trim() &&
  !v.to?.length &&
  !v.roles?.length &&
  !v.attachments?.length;

/**
 * A new mail, a reply, a forward or a resumed draft: members and roles, subject, rich text (the
 * blog's editor) and attached files. Saved as a draft a moment after each change; sending removes
 * the draft.
 */
export function ComposeDialog({ draft, onClose, onSent, onDiscarded }: ComposeDialogProps) {
  const { t } = useTranslation('mail');
  const contacts = useMailContacts(true);
  const send = useSendMail();
  const discard = useDiscardDraft();
  const upload = useUploadMailAttachment();
  const autosave = useDraftAutosave(
    draft.draftId && draft.version ? { id: draft.draftId, version: draft.version } : null,
  );
  const form = useForm<MailSendInput, unknown, MailSendBody>({
    resolver,
    defaultValues: {
      to: draft.to ?? [],
      roles: draft.roles ?? [],
      subject: draft.subject ?? '',
      body: draft.body ?? '',
      replyToId: draft.replyToId,
      attachments: draft.attachments ?? [],
    },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    const { unsubscribe } = form.watch((values, { type }) => {
      if (type !== 'change' && !form.formState.isDirty) return;
      const v = values as MailSendInput;
      if (!autosave.draftId() && isBlank(v)) return;
      autosave.schedule({
        to: v.to?.filter(Boolean) ?? [],
        roles: v.roles ?? [],
        subject: v.subject ?? '',
        body: v.body ?? '',
        attachments: v.attachments?.filter((a) => a?.url) ?? [],
        replyToId: v.replyToId ?? null,
      });
    });
    return unsubscribe;
  }, [form, autosave]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const draftId = await autosave.flush();
      autosave.cancel();
      await send.mutateAsync({ ...values, draftId });
      onSent(values.subject);
    } catch (error) {
      showServerError(form, error, t);
    }
  });
  const onUpload = async (file: File) => {
    try {
      return await upload.mutateAsync(file);
    } catch (error) {
      form.setError('root.server', { message: errorMessage(t, error) });
      return null;
    }
  };
  const onDiscard = async () => {
    autosave.cancel();
    const id = await autosave.flush();
    if (id) await discard.mutateAsync(id).catch(() => undefined);
    onDiscarded();
  };
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
      cancelLabel={t('compose.close')}
      isSubmitting={isSubmitting}
      error={errors.root?.server?.message}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
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
      <Controller
        control={form.control}
        name="body"
        render={({ field }) => (
          <LazyRichText
            value={field.value}
            onChange={field.onChange}
            label={t('compose.body')}
            isUploading={upload.isPending}
            onUploadImage={onUpload}
          />
        )}
      />
      <Controller
        control={form.control}
        name="attachments"
        render={({ field }) => (
          <AttachmentsField
            value={field.value ?? []}
            onChange={field.onChange}
            max={MAIL_LIMITS.attachmentsMax}
            nameMax={MAIL_LIMITS.attachmentNameMax}
            isUploading={upload.isPending}
            onUpload={onUpload}
          />
        )}
      />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
        <Typography
          role="status"
          variant="body2"
          sx={{ flexGrow: 1, color: autosave.state === 'error' ? 'error.main' : 'text.secondary' }}
        >
          {autosave.state === 'idle' ? '' : t(`compose.draft.${autosave.state}`)}
        </Typography>
        <Button color="inherit" onClick={() => void onDiscard()} disabled={isSubmitting}>
          {t('compose.discard')}
        </Button>
      </Stack>
    </FormDialog>
  );
}
