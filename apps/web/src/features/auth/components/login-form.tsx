import type { LoginBody } from '@keeling/contract';
import Stack from '@mui/material/Stack';
import { paths } from '../../../app/paths';
import { useAuthContext } from '../../../auth/auth-context';
import { Alert } from '../../../components/controls/alert';
import { PlainButton } from '../../../components/controls/plain-button';
import { TextInput } from '../../../components/text-input';
import { APP_NAME } from '../../../config';
import { Trans } from '../../../locales/trans';
import { useTranslation } from '../../../locales/use-translation';
import { FormHead } from './form-head';
import { PasswordField } from './password-field';
import { translateFieldError, translateServerMessage } from './translate-error';
import { useAuthForm } from './use-auth-form';

const FIELDS = ['email', 'password'] as const;
const DEMO = { email: 'demo@keeling.app', password: 'keeling-demo' };
const loadSchema = () => import('@keeling/contract/auth').then((module) => module.loginBodySchema);

/** On success the guest guard moves the user on (returnTo or /dashboard). */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const { login } = useAuthContext();
  const { field, onSubmit, isSubmitting, rootError } = useAuthForm<
    (typeof FIELDS)[number],
    LoginBody
  >({ fields: FIELDS, loadSchema, onValid: login });
  const email = field('email');
  const password = field('password');

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
        {rootError && (
          <Alert severity="error">{translateServerMessage(t, rootError.message)}</Alert>
        )}
        <TextInput
          {...email}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={Boolean(email.error)}
          helperText={translateFieldError(t, 'email', email.error)}
        />
        <PasswordField
          {...password}
          label={t('fields.password')}
          autoComplete="current-password"
          error={Boolean(password.error)}
          helperText={translateFieldError(t, 'password', password.error, 1)}
        />
        <PlainButton type="submit" fullWidth loading={isSubmitting}>
          {t('login.submit')}
        </PlainButton>
      </Stack>
    </>
  );
}
