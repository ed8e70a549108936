import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StateMessage } from '../../../components/state-message';
import { useNotice } from '../../../components/use-notice';
import { APP_NAME } from '../../../config/app-name';
import { useTranslation } from '../../../locales/use-translation';
import { useProfile } from '../api/get-profile';
import { PasswordCard } from '../components/password-card';
import { ProfileForm } from '../components/profile-form';

/** /dashboard/profile: the signed-in user's own profile and password. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { data: user, isError, refetch } = useProfile();
  const { notify, element: notice } = useNotice();

  return (
    <>
      <title>{t('common:brandTitle', { page: t('pageTitle'), app: APP_NAME })}</title>
      <Typography variant="h4" component="h1" sx={{ mb: { xs: 3, md: 5 } }}>
        {t('heading')}
      </Typography>
      {isError && !user ? (
        <StateMessage
          role="alert"
          title={t('states.error')}
          onRetry={() => void refetch()}
          retryLabel={t('states.retry')}
        />
      ) : user ? (
        <Stack spacing={3}>
          <ProfileForm user={user} onSaved={() => notify(t('notices.saved'))} />
          <PasswordCard onChanged={() => notify(t('notices.passwordChanged'))} />
        </Stack>
      ) : (
        <Skeleton variant="rounded" height={480} aria-label={t('states.loading')} />
      )}
      {notice}
    </>
  );
}
