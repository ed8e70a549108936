import { PROFILE_ERROR_CODES } from '@keeling/contract';
import { type PasswordChangeBody, passwordChangeBodySchema } from '@keeling/contract/profile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/password-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { errorMessage } from '../../../lib/error-message';
import { fieldProps } from '../../../lib/field-props';
import { errorCodeOf, isHttpError } from '../../../lib/http';
import { SERVER_ERROR, showServerError } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';
import { useChangePassword } from '../api/change-password';

const resolver = contractResolver(passwordChangeBodySchema);
const EMPTY: PasswordChangeBody = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: every other session ends; this one carries on with a fresh token. */
export function PasswordCard({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const change = useChangePassword();
  const form = useForm<PasswordChangeBody>({ resolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof PasswordChangeBody, custom?: string) =>
    fieldProps(form, name, t(`password.${name}`), t, { custom });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await change.mutateAsync(body);
      form.reset(EMPTY);
      onChanged();
    } catch (error) {
      if (isHttpError(error) && errorCodeOf(error) === PROFILE_ERROR_CODES.wrongPassword) {
        const message = errorMessage(t, error);
        form.setError('currentPassword', { type: SERVER_ERROR, message }, { shouldFocus: true });
      } else showServerError(form, error, t);
    }
  });

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title={t('password.title')}
        subheader={t('password.text')}
        slotProps={{ title: { id: titleId, component: 'h2' } }}
      />
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} sx={{ p: 3, pt: 1 }}>
        {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
        <PasswordField {...field('currentPassword')} autoComplete="current-password" />
        <PasswordField
          {...field('newPassword', t('password.sameAsCurrent'))}
          autoComplete="new-password"
        />
        <PasswordField
          {...field('confirmPassword', t('password.mismatch'))}
          autoComplete="new-password"
        />
        <Button
          type="submit"
          variant="contained"
          loading={isSubmitting}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t('password.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
