import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBodySchema } from '@keeling/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { useAuthContext } from '../../../auth/auth-context';
import { TextInput } from '../../../components/text-input';
import { APP_NAME } from '../../../config';
import { FormHead } from './form-head';
import { PasswordField } from './password-field';
import { applyServerError } from './server-errors';
import { translateFieldError, translateServerMessage } from './translate-error';

const FIELDS = ['email', 'password'] as const;
const DEMO = { email: 'demo@keeling.app', password: 'keeling-demo' };

/** On success the guest guard moves the user on (returnTo or /dashboard). */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const { login } = useAuthContext();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login(values);
    } catch (error) {
      applyServerError(error, FIELDS, setError);
    }
  });

  return (
    <>
      <FormHead
        title={t('login.title', { app: APP_NAME })}
        prompt={t('login.prompt')}
        linkText={t('login.link')}
        linkTo={paths.auth.jwt.register}
      />
      <Alert severity="info" sx={{ mb: 3 }}>
        <Trans t={t} i18nKey="login.demo" values={DEMO} components={{ strong: <strong /> }} />
      </Alert>
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
        {errors.root?.server && (
          <Alert severity="error">
            {translateServerMessage(t, errors.root.server.message ?? '')}
          </Alert>
        )}
        <TextInput
          {...register('email')}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={Boolean(errors.email)}
          helperText={translateFieldError(t, 'email', errors.email)}
        />
        <PasswordField
          {...register('password')}
          label={t('fields.password')}
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={translateFieldError(t, 'password', errors.password, 1)}
        />
        <Button
          type="submit"
          size="large"
          variant="contained"
          color="inherit"
          fullWidth
          loading={isSubmitting}
        >
          {t('login.submit')}
        </Button>
      </Stack>
    </>
  );
}
