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
import { useDemoAccount } from '../api/get-demo-account';
import { FormHead } from './form-head';

const resolver = contractResolver(loginBodySchema);

/**
 * On success the guest guard moves the user on (returnTo or /dashboard). The demo account's hint
 * shows only while the server says its seeded password still works.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const { login } = useAuthContext();
  const demo = useDemoAccount();
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
        {/* below the form: arriving after the first paint, it moves nothing a person reads */}
        {demo && (
          <Alert severity="info">
            <Trans t={t} i18nKey="login.demo" values={demo} components={{ strong: <strong /> }} />
          </Alert>
        )}
      </Stack>
    </>
  );
}
