import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBodySchema } from '@keeling/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { paths } from '../../../app/paths';
import { useAuthContext } from '../../../auth/auth-context';
import { TextInput } from '../../../components/text-input';
import { APP_NAME } from '../../../config';
import { FormHead } from './form-head';
import { PasswordField } from './password-field';
import { applyServerError } from './server-errors';

const FIELDS = ['email', 'password'] as const;

/** On success the guest guard moves the user on (returnTo or /dashboard). */
export function LoginForm() {
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
        title={`Sign in to ${APP_NAME}`}
        prompt="Don't have an account?"
        linkText="Get started"
        linkTo={paths.auth.jwt.register}
      />
      <Alert severity="info" sx={{ mb: 3 }}>
        Use <strong>demo@keeling.app</strong> / <strong>keeling-demo</strong>
      </Alert>
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
        {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
        <TextInput
          {...register('email')}
          label="Email address"
          type="email"
          autoComplete="email"
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
        />
        <PasswordField
          {...register('password')}
          label="Password"
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
        />
        <Button
          type="submit"
          size="large"
          variant="contained"
          color="inherit"
          fullWidth
          loading={isSubmitting}
        >
          Sign in
        </Button>
      </Stack>
    </>
  );
}
