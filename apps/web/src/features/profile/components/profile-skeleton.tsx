import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '../../../locales/use-translation';

/** The profile's room while the user or the forms load. */
export function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  return <Skeleton variant="rounded" height={480} role="status" aria-label={t('states.loading')} />;
}
