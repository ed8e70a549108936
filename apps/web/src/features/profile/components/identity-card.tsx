import type { User } from '@keeling/contract';
import type { ProfileFormValues } from '@keeling/contract/profile';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { OutlinedField } from '../../../components/outlined-field';
import { initials } from '../../../lib/initials';
import { useTranslation } from '../../../locales/use-translation';
import { PhotoField } from './photo-field';

interface IdentityCardProps {
  form: UseFormReturn<ProfileFormValues>;
  user: User;
  /** Saves a new photo at once ('' removes it). */
  onPhoto: (url: string) => Promise<void>;
}

/** The photo, the read-only e-mail and role, and whether the profile is public. */
export function IdentityCard({ form, user, onPhoto }: IdentityCardProps) {
  const { t } = useTranslation('profile');
  return (
    <Card sx={{ p: 3 }}>
      <Stack spacing={3}>
        <Controller
          control={form.control}
          name="photoURL"
          render={({ field }) => (
            <PhotoField
              value={field.value}
              initials={initials(user.displayName)}
              onChange={onPhoto}
            />
          )}
        />
        <OutlinedField
          label={t('form.email')}
          value={user.email}
          helperText={t('form.readOnly')}
          slotProps={{ input: { readOnly: true }, htmlInput: { dir: 'ltr' } }}
        />
        <OutlinedField
          label={t('form.role')}
          value={t(`common:account.roles.${user.role}`)}
          helperText={t('form.readOnly')}
          slotProps={{ input: { readOnly: true } }}
        />
        <Controller
          control={form.control}
          name="isPublic"
          render={({ field }) => (
            <Stack>
              <FormControlLabel
                label={t('form.isPublic')}
                control={
                  <Switch
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
              />
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('form.isPublicHelp')}
              </Typography>
            </Stack>
          )}
        />
      </Stack>
    </Card>
  );
}
