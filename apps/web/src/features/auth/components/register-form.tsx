import { type RegisterBody, registerBodySchema } from '@keeling/contract/auth';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useAuthContext } from '../../../auth/auth-context';
import { OutlinedField } from '../../../components/outlined-field';
import { PasswordField } from '../../../components/password-field';
import { paths } from '../../../config/paths';
import { contractResolver } from '../../../lib/contract-resolver';
import { fieldProps } from '../../../lib/field-props';
import { showServerError } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';
import { FormHead } from './form-head';

const EMPTY: RegisterBody = { firstName: '', lastName: '', email: '', password: '' };
const resolver = contractResolver(registerBodySchema);

/** On success the guest guard sends the new user to the dashboard. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const { register: signUp } = useAuthContext();
  const form = useForm<RegisterBody>({ resolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof RegisterBody) => fieldProps(form, name, t(`fields.${name}`), t);
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await signUp(body);
    } catch (error) {
      showServerError(form, error, t);
    }
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
        {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <OutlinedField {...field('firstName')} autoComplete="given-name" fullWidth />
          <OutlinedField {...field('lastName')} autoComplete="family-name" fullWidth />
        </Stack>
        <OutlinedField {...field('email')} type="email" autoComplete="email" />
        <PasswordField {...field('password')} autoComplete="new-password" />
        <Button
          type="submit"
          fullWidth
          size="large"
          variant="contained"
          color="inherit"
          loading={isSubmitting}
        >
          {t('register.submit')}
        </Button>
      </Stack>
    </>
  );
}
