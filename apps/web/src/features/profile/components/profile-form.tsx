import type { User } from '@keeling/contract';
import { type ProfileFormValues, profileFormSchema } from '@keeling/contract/profile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../../lib/contract-resolver';
import { showServerError } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';
import { useUpdateProfile } from '../api/update-profile';
import { profileFormValues } from '../utils/profile-form-values';
import { DetailsCard } from './details-card';
import { IdentityCard } from './identity-card';

const resolver = contractResolver(profileFormSchema);

interface ProfileFormProps {
  user: User;
  onSaved: () => void;
  /** A photo saved on its own (chosen or removed). */
  onPhotoSaved: (removed: boolean) => void;
}

/** The own profile, validated by the contract's profile schema; e-mail and role are read-only. */
export function ProfileForm({ user, onSaved, onPhotoSaved }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const save = useUpdateProfile();
  const form = useForm<ProfileFormValues>({ resolver, defaultValues: profileFormValues(user) });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(profileFormValues(saved));
      onSaved();
    } catch (error) {
      showServerError(form, error, t);
    }
  });

  /** The photo is saved when chosen, alone: the other fields keep their unsaved changes. */
  const onPhoto = async (photoURL: string) => {
    const saved = await save.mutateAsync({ photoURL });
    form.resetField('photoURL', { defaultValue: saved.photoURL ?? '' });
    onPhotoSaved(!photoURL);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('form.label')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <IdentityCard form={form} user={user} onPhoto={onPhoto} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
            <DetailsCard form={form} />
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button
                variant="outlined"
                color="inherit"
                disabled={!isDirty || isSubmitting}
                onClick={() => form.reset()}
              >
                {t('form.reset')}
              </Button>
              <Button type="submit" variant="contained" loading={isSubmitting}>
                {t('form.save')}
              </Button>
            </Stack>
          </Stack>
        </Grid>
      </Grid>
    </form>
  );
}
