import type { RegisterBody } from '@keeling/contract';
import Stack from '@mui/material/Stack';
import { paths } from '../../../app/paths';
import { useAuthContext } from '../../../auth/auth-context';
import { Alert } from '../../../components/controls/alert';
import { PlainButton } from '../../../components/controls/plain-button';
import { TextInput } from '../../../components/text-input';
import { useTranslation } from '../../../locales/use-translation';
import { FormHead } from './form-head';
import { PasswordField } from './password-field';
import { translateFieldError, translateServerMessage } from './translate-error';
import { useAuthForm } from './use-auth-form';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
const loadSchema = () =>
  import('@keeling/contract/auth').then((module) => module.registerBodySchema);

/** On success the guest guard sends the new user to the dashboard. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const { register: signUp } = useAuthContext();
  const {
    field: formField,
    onSubmit,
    isSubmitting,
    rootError,
  } = useAuthForm<(typeof FIELDS)[number], RegisterBody>({
    fields: FIELDS,
    loadSchema,
    onValid: signUp,
  });

  const field = (name: (typeof FIELDS)[number]) => {
    const { error, ...input } = formField(name);
    return { ...input, error: Boolean(error), helperText: translateFieldError(t, name, error) };
  };

  return (
    <>
      <FormHead
        title={t('register.title')}
        prompt={t('register.prompt')}
        linkText={t('register.link')}
        linkTo={paths.auth.jwt.login}
      />
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
        {rootError && (
          <Alert severity="error">{translateServerMessage(t, rootError.message)}</Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            {...field('firstName')}
            label={t('fields.firstName')}
            autoComplete="given-name"
            fullWidth
          />
          <TextInput
            {...field('lastName')}
            label={t('fields.lastName')}
            autoComplete="family-name"
            fullWidth
          />
        </Stack>
        <TextInput
          {...field('email')}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
        />
        <PasswordField
          {...field('password')}
          label={t('fields.password')}
          autoComplete="new-password"
        />
        <PlainButton type="submit" fullWidth loading={isSubmitting}>
          {t('register.submit')}
        </PlainButton>
      </Stack>
    </>
  );
}
