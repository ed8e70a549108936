import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { StateMessage } from '../../../components/state-message';
import { useNotice } from '../../../components/use-notice';
import { APP_NAME } from '../../../config/app-name';
import { retryImport } from '../../../lib/retry-import';
import { useTranslation } from '../../../locales/use-translation';
import { useProfile } from '../api/get-profile';
import { ProfileSkeleton } from '../components/profile-skeleton';

/**
 * The forms load lazily, rendered from the start so that their chunk and the profile's request
 * travel together.
 */
const ProfileForms = lazy(() =>
  retryImport(() => import('../components/profile-forms')).then((module) => ({
    default: module.ProfileForms,
  })),
);

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
      ) : (
        <Suspense fallback={<ProfileSkeleton />}>
          <ProfileForms user={user} notify={notify} />
        </Suspense>
      )}
      {notice}
    </>
  );
}
