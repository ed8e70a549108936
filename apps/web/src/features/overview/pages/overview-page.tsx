import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthContext } from '../../../auth/auth-context';
import { CalendarIcon, ClockIcon, MailIcon, ShieldIcon } from '../../../components/icons';
import { APP_NAME } from '../../../config';
import { AccountDetailsCard } from '../components/account-details-card';
import { formatDate, formatDateTime, formatRelative } from '../components/format';
import { ProfileCard } from '../components/profile-card';
import { roleDescriptions } from '../components/role-text';
import { SummaryCard } from '../components/summary-card';

/** The dashboard index: only what the API already tells about the signed-in user. */
export default function OverviewPage() {
  const { user, expiresAt } = useAuthContext();
  if (!user) return null;

  return (
    <>
      <title>{`Dashboard | ${APP_NAME}`}</title>
      <Stack spacing={0.5} sx={{ mb: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1">
          {`Hi, ${user.displayName}`}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>Welcome back to {APP_NAME}.</Typography>
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <SummaryCard
            title="Role"
            value={<span style={{ textTransform: 'capitalize' }}>{user.role}</span>}
            caption={roleDescriptions[user.role]}
            icon={<ShieldIcon />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <SummaryCard
            title="Email"
            value={
              <Typography variant="h6" component="span">
                {user.email}
              </Typography>
            }
            caption={user.isVerified ? 'Verified' : 'Not verified yet'}
            icon={<MailIcon />}
            tone="secondary"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <SummaryCard
            title="Member since"
            value={formatDate(user.createdAt)}
            icon={<CalendarIcon />}
            tone="info"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <SummaryCard
            title="Session expires"
            value={expiresAt ? formatRelative(expiresAt) : 'Unknown'}
            caption={expiresAt ? formatDateTime(expiresAt) : undefined}
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
