import { type LoginBody, loginBodySchema } from '@keeling/contract/auth';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useAuthContext } from '../../../auth/auth-context';
import { OutlinedField } from '../../../components/outlined-field';
import { PasswordField } from '../../../components/password-field';
import { APP_NAME } from '../../../config/app-name';
import { paths } from '../../../config/paths';
import { contractResolver } from '../../../lib/contract-resolver';
import { fieldProps } from '../../../lib/field-props';
import { showServerError } from '../../../lib/server-errors';
import { Trans } from '../../../locales/trans';
import { useTranslation } from '../../../locales/use-translation';
import { FormHead } from './form-head';

const DEMO = { email: 'demo@keeling.app', password: 'keeling-demo' };
const resolver = contractResolver(loginBodySchema);

/** On success the guest guard moves the user on (returnTo or /dashboard). */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const { login } = useAuthContext();
  const form = useForm<LoginBody>({ resolver, defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await login(body);
    } catch (error) {
      showServerError(form, error, t);
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
        {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
        <OutlinedField
          {...fieldProps(form, 'email', t('fields.email'), t)}
          type="email"
          autoComplete="email"
        />
        <PasswordField
          {...fieldProps(form, 'password', t('fields.password'), t)}
          autoComplete="current-password"
        />
        <Button
          type="submit"
          fullWidth
          size="large"
          variant="contained"
          color="inherit"
          loading={isSubmitting}
        >
          {t('login.submit')}
        </Button>
      </Stack>
    </>
  );
}
