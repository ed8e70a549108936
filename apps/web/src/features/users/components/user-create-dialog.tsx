import {
  type User,
  type UserCreateBody,
  type UserCreateInput,
  userCreateBodySchema,
} from '@keeling/contract';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { OutlinedField } from '../../../components/outlined-field';
import { PasswordField } from '../../../components/password-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { fieldProps } from '../../../lib/field-props';
import { showServerError } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';
import { useCreateUser } from '../api/create-user';
import { RoleStatusFields } from './role-status-fields';
import { UserDialog } from './user-dialog';

const resolver = contractResolver(userCreateBodySchema);
const EMPTY: UserCreateInput = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  displayName: '',
  role: 'viewer',
  status: 'active',
};

interface UserCreateDialogProps {
  onClose: () => void;
  onCreated: (user: User) => void;
}

/** A new account with its initial password, role and status (the contract's create schema). */
export function UserCreateDialog({ onClose, onCreated }: UserCreateDialogProps) {
  const { t } = useTranslation('users');
  const create = useCreateUser();
  const form = useForm<UserCreateInput, unknown, UserCreateBody>({
    resolver,
    defaultValues: EMPTY,
  });
  const field = (name: 'email' | 'password' | 'firstName' | 'lastName' | 'displayName') =>
    fieldProps(form, name, t(`form.${name}`), t);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      onCreated(await create.mutateAsync(body));
    } catch (error) {
      showServerError(form, error, t);
    }
  });

  return (
    <UserDialog
      title={t('form.createTitle')}
      submitLabel={t('form.create')}
      isSubmitting={form.formState.isSubmitting}
      error={form.formState.errors.root?.server?.message}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Grid size={12}>
        <OutlinedField {...field('email')} type="email" autoComplete="off" required fullWidth />
      </Grid>
      <Grid size={12}>
        <PasswordField
          {...field('password')}
          autoComplete="new-password"
          required
          fullWidth
          helperText={field('password').helperText ?? t('form.passwordHelp')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <OutlinedField {...field('firstName')} required fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <OutlinedField {...field('lastName')} required fullWidth />
      </Grid>
      <Grid size={12}>
        <OutlinedField
          {...field('displayName')}
          fullWidth
          helperText={field('displayName').helperText ?? t('form.displayNameHelp')}
        />
      </Grid>
      <RoleStatusFields control={form.control} />
    </UserDialog>
  );
}
