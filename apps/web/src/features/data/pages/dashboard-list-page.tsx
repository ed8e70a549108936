import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { StateMessage } from '../../../components/state-message';
import { APP_NAME } from '../../../config/app-name';
import { getAuthToken } from '../../../lib/http';
import { queryClient } from '../../../lib/query-provider';
import { useTranslation } from '../../../locales/use-translation';
import { dashboardsQueryOptions, useDashboards } from '../api/get-dashboards';
import { DashboardCard } from '../dashboards/dashboard-card';

const PLACEHOLDERS = ['first', 'second', 'third'];

/** Starts the list's request while the route resolves, not after the page's first render. */
export function loader() {
  if (getAuthToken()) void queryClient.prefetchQuery(dashboardsQueryOptions());
  return null;
}

/** /dashboard/list (every signed-in user): the dashboards as cards. */
export default function DashboardListPage() {
  const { t } = useTranslation('data');
  const { data: answer, isError, refetch } = useDashboards();
  // The cards render in a transition, in slices: TanStack Query's own update is synchronous.
  const data = useDeferredValue(answer);

  return (
    <>
      <title>{t('common:brandTitle', { page: t('list.pageTitle'), app: APP_NAME })}</title>
      <Typography variant="h4" component="h1" sx={{ mb: { xs: 3, md: 5 } }}>
        {t('list.heading')}
      </Typography>
      {isError && !data ? (
        <StateMessage
          role="alert"
          title={t('states.error')}
          onRetry={() => void refetch()}
          retryLabel={t('states.retry')}
        />
      ) : data && data.length === 0 ? (
        <StateMessage role="status" title={t('list.empty')} text={t('list.emptyText')} />
      ) : (
        <Grid container spacing={3} aria-busy={!data}>
          {data
            ? data.map((dashboard) => (
                <Grid key={dashboard.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <DashboardCard dashboard={dashboard} />
                </Grid>
              ))
            : PLACEHOLDERS.map((placeholder) => (
                <Grid key={placeholder} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <Skeleton variant="rounded" height={160} />
                </Grid>
              ))}
        </Grid>
      )}
    </>
  );
}
