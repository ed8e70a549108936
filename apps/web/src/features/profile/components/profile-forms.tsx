import type { User } from '@keeling/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../locales/use-translation';
import { PasswordCard } from './password-card';
import { ProfileForm } from './profile-form';
import { ProfileSkeleton } from './profile-skeleton';

interface ProfileFormsProps {
  /** The signed-in user's profile, once read. */
  user: User | undefined;
  notify: (message: string) => void;
}

/** The profile's two forms (react-hook-form, the fields, the photo upload): the page's lazy part. */
export function ProfileForms({ user, notify }: ProfileFormsProps) {
  const { t } = useTranslation('profile');
  if (!user) return <ProfileSkeleton />;
  return (
    <Stack spacing={3}>
      <ProfileForm
        user={user}
        onSaved={() => notify(t('notices.saved'))}
        onPhotoSaved={(removed) =>
          notify(t(removed ? 'notices.photoRemoved' : 'notices.photoSaved'))
        }
      />
      <PasswordCard onChanged={() => notify(t('notices.passwordChanged'))} />
    </Stack>
  );
}
