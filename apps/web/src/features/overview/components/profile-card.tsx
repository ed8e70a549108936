import type { User } from '@keeling/contract';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { initials } from '../../../lib/initials';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';

/** Who is signed in, from /api/auth/me. */
export function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation('overview');
  const format = useLocaleFormat();
  return (
    <Card sx={{ p: 3, height: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={user.photoURL ?? undefined}
          alt={user.displayName}
          sx={{
            width: 64,
            height: 64,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 24,
          }}
        >
          {initials(user.displayName)}
        </Avatar>
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" noWrap>
            {user.displayName}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {format.isolate(user.email)}
          </Typography>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={t(`statuses.${user.status}`)}
          sx={(theme) => {
            const tone = theme.palette[user.status === 'active' ? 'success' : 'warning'];
            // A soft label: dark text on a light tint keeps the contrast AA in both modes.
            return {
              fontWeight: 700,
              color: theme.palette.mode === 'light' ? tone.darker : tone.light,
              bgcolor: alpha(tone.main, 0.16),
            };
          }}
        />
        <Chip
          size="small"
          variant="outlined"
          label={user.isVerified ? t('verifiedEmail') : t('emailNotVerified')}
        />
        <Chip
          size="small"
          variant="outlined"
          label={user.isPublic ? t('publicProfile') : t('privateProfile')}
        />
      </Stack>
    </Card>
  );
}
