import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthContext } from '../../../auth/auth-context';
import { CalendarIcon, ClockIcon, MailIcon, ShieldIcon } from '../../../components/icons';
import { APP_NAME } from '../../../config/app-name';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { AccountDetailsCard } from '../components/account-details-card';
import { ProfileCard } from '../components/profile-card';
import { SummaryCard } from '../components/summary-card';

/** The dashboard index: only what the API already tells about the signed-in user. */
export default function OverviewPage() {
  const { t } = useTranslation('overview');
  const format = useLocaleFormat();
  const { user, expiresAt } = useAuthContext();
  if (!user) return null;

  return (
    <>
      <title>{t('common:brandTitle', { page: t('pageTitle'), app: APP_NAME })}</title>
      <Stack spacing={0.5} sx={{ mb: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1">
          {t('greeting', { name: user.displayName })}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('welcome', { app: APP_NAME })}</Typography>
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <SummaryCard
            title={t('role')}
            value={t(`roles.${user.role}`)}
            caption={t(`roleDescriptions.${user.role}`)}
            icon={<ShieldIcon />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <SummaryCard
            title={t('email')}
            value={
              <Typography variant="h6" component="span">
                {user.email}
              </Typography>
            }
            caption={user.isVerified ? t('verified') : t('notVerified')}
            icon={<MailIcon />}
            tone="secondary"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <SummaryCard
            title={t('memberSince')}
            value={format.date(user.createdAt)}
            icon={<CalendarIcon />}
            tone="info"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <SummaryCard
            title={t('sessionExpires')}
            value={expiresAt ? format.relative(expiresAt) : t('unknown')}
            caption={expiresAt ? format.dateTime(expiresAt) : undefined}
            icon={<ClockIcon />}
            tone="warning"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProfileCard user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountDetailsCard user={user} expiresAt={expiresAt} />
        </Grid>
      </Grid>
    </>
  );
}
