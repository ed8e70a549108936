import { type User, type UserUpdateBody, userUpdateBodySchema } from '@keeling/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import { Controller, useForm } from 'react-hook-form';
import { OutlinedField } from '../../../components/outlined-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { fieldProps } from '../../../lib/field-props';
import { showServerError } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';
import { useUpdateUser } from '../api/update-user';
import { RoleStatusFields } from './role-status-fields';
import { UserDialog } from './user-dialog';

const resolver = contractResolver(userUpdateBodySchema);

interface UserEditDialogProps {
  user: User;
  onClose: () => void;
  onSaved: (user: User) => void;
}

/** Names, role, status and the verified mark of one account (the contract's update schema). */
export function UserEditDialog({ user, onClose, onSaved }: UserEditDialogProps) {
  const { t } = useTranslation('users');
  const update = useUpdateUser();
  const { firstName, lastName, displayName, role, status, isVerified } = user;
  const form = useForm<UserUpdateBody>({
    resolver,
    defaultValues: { firstName, lastName, displayName, role, status, isVerified },
  });
  const field = (name: 'firstName' | 'lastName' | 'displayName') =>
    fieldProps(form, name, t(`form.${name}`), t);

  // only what changed is sent: a role or status change ends the person's sessions
  const onSubmit = form.handleSubmit(async (values) => {
    const dirty = form.formState.dirtyFields;
    const body = Object.fromEntries(
      Object.entries(values).filter(([name]) => dirty[name as keyof UserUpdateBody]),
    );
    try {
      onSaved(await update.mutateAsync({ id: user.id, body }));
    } catch (error) {
      showServerError(form, error, t);
    }
  });

  return (
    <UserDialog
      title={t('form.editTitle', { name: user.displayName })}
      submitLabel={t('form.save')}
      isSubmitting={form.formState.isSubmitting}
      error={form.formState.errors.root?.server?.message}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Grid size={12}>
        <OutlinedField
          label={t('form.email')}
          value={user.email}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <OutlinedField {...field('firstName')} required fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <OutlinedField {...field('lastName')} required fullWidth />
      </Grid>
      <Grid size={12}>
        <OutlinedField {...field('displayName')} required fullWidth />
      </Grid>
      <RoleStatusFields control={form.control} />
      <Grid size={12}>
        <Controller
          control={form.control}
          name="isVerified"
          render={({ field: checkbox }) => (
            <FormControlLabel
              label={t('form.isVerified')}
              control={
                <Checkbox
                  checked={checkbox.value ?? false}
                  onChange={(event) => checkbox.onChange(event.target.checked)}
                />
              }
            />
          )}
        />
      </Grid>
    </UserDialog>
  );
}
