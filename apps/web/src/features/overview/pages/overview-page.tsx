import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthContext } from '../../../auth/auth-context';
import { APP_NAME } from '../../../config/app-name';
import { useTranslation } from '../../../locales/use-translation';
import { AccountDetailsCard } from '../components/account-details-card';
import { AreaLinks } from '../components/area-links';
import { Co2Headline } from '../components/co2-headline';
import { LatestArticles } from '../components/latest-articles';
import { MyCardsDue } from '../components/my-cards-due';
import { NextSevenDays } from '../components/next-seven-days';
import { ProfileCard } from '../components/profile-card';
import { RecentImports } from '../components/recent-imports';

/**
 * The team's front page: the CO2 headline figures, the ways into each area, the latest articles
 * and data imports, the member's cards due soon (all from the API), then the signed-in account.
 * The team's front page: the CO2 headline figures, the ways into each area, the next seven days
 * of the calendar, the latest articles and data imports (all from the API), then the signed-in
 * account.
 */
export default function OverviewPage() {
  const { t } = useTranslation('overview');
  const { user, expiresAt, firstVisit } = useAuthContext();
  if (!user) return null;
  const canManage = user.role === 'admin' || user.role === 'editor';

  return (
    <>
      <title>{t('common:brandTitle', { page: t('pageTitle'), app: APP_NAME })}</title>
      <Stack spacing={0.5} sx={{ mb: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1">
          {t('greeting', { name: user.displayName })}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t(firstVisit ? 'welcomeFirst' : 'welcome', { app: APP_NAME })}
        </Typography>
      </Stack>
      <Stack spacing={3}>
        <Grid container spacing={3}>
          <Co2Headline />
        </Grid>
        <AreaLinks canManage={canManage} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <NextSevenDays />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <LatestArticles />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <RecentImports canManage={canManage} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <MyCardsDue />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ProfileCard user={user} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <AccountDetailsCard user={user} expiresAt={expiresAt} />
          </Grid>
        </Grid>
      </Stack>
    </>
  );
}
