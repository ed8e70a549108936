import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterBody, registerBodySchema } from '@keeling/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { useAuthContext } from '../../../auth/auth-context';
import { TextInput } from '../../../components/text-input';
import { FormHead } from './form-head';
import { PasswordField } from './password-field';
import { applyServerError } from './server-errors';
import { translateFieldError, translateServerMessage } from './translate-error';

const FIELDS = ['email', 'password', 'firstName', 'lastName'] as const;

/** On success the guest guard sends the new user to the dashboard. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const { register: signUp } = useAuthContext();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterBody>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp(values);
    } catch (error) {
      applyServerError(error, FIELDS, setError);
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({
    ...register(name),
    error: Boolean(errors[name]),
    helperText: translateFieldError(t, name, errors[name]),
  });

  return (
    <>
      <FormHead
        title={t('register.title')}
        prompt={t('register.prompt')}
        linkText={t('register.link')}
        linkTo={paths.auth.jwt.login}
      />
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
        {errors.root?.server && (
          <Alert severity="error">
            {translateServerMessage(t, errors.root.server.message ?? '')}
          </Alert>
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
        <Button
          type="submit"
          size="large"
          variant="contained"
          color="inherit"
          fullWidth
          loading={isSubmitting}
        >
          {t('register.submit')}
        </Button>
      </Stack>
    </>
  );
}
