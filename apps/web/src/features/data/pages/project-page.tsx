import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { useNotice } from '../../../components/use-notice';
import { APP_NAME } from '../../../config/app-name';
import { getAuthToken } from '../../../lib/http';
import { queryClient } from '../../../lib/query-provider';
import { useTranslation } from '../../../locales/use-translation';
import { co2QueryOptions } from '../api/get-co2';
import { dashboardBySlugQueryOptions, useDashboardBySlug } from '../api/get-dashboard';
import { Co2Section } from '../co2/co2-section';
import { TuneIcon } from '../components/data-icons';
import { LoadError, LoadingBlock } from '../components/page-states';
import { DashboardGrid } from '../dashboards/dashboard-grid';
import { useCanManageData } from '../hooks/use-can-manage-data';

/** The CO2 page's settings, loaded when an editor opens them. */
const Co2SourcesDialog = lazy(() =>
  import('../co2/co2-sources-dialog').then((module) => ({ default: module.Co2SourcesDialog })),
);

/** The share dialog, loaded when an editor opens it. */
const ShareDialog = lazy(() =>
  import('../public-links/share-dialog').then((module) => ({ default: module.ShareDialog })),
);

/** The dashboard whose slug shows the CO2 headline above its charts. */
const CO2_SLUG = 'Co2';

/**
 * Starts the dashboard's request (and on the CO2 page the summary's) while the route resolves,
 * not after the page's first render; the page's queries find them in the cache (same keys).
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (!getAuthToken()) return null;
  const slug = params.slug ?? '';
  void queryClient.prefetchQuery(dashboardBySlugQueryOptions(slug));
  if (slug === CO2_SLUG) void queryClient.prefetchQuery(co2QueryOptions());
  return null;
}

/**
 * The description's room while the dashboard loads: body lines, as many as a description of two
 * or three sentences takes at each width (five on a phone, two on a wide screen).
 */
const DESCRIPTION_LINES = [
  { width: '100%' },
  { width: '90%' },
  { width: '95%', display: { xs: 'block', md: 'none' } },
  { width: '85%', display: { xs: 'block', sm: 'none' } },
  { width: '40%', display: { xs: 'block', sm: 'none' } },
];

function DescriptionSkeleton() {
  return (
    <div>
      {DESCRIPTION_LINES.map(({ width, display }) => (
        <Typography key={width} sx={{ display }}>
          <Skeleton width={width} />
        </Typography>
      ))}
    </div>
  );
}

/** /dashboard/project/:slug: any dashboard; `Co2` has the CO2 figures on top (SPEC §2). */
export default function ProjectPage() {
  const { t } = useTranslation('data');
  const { slug = '' } = useParams();
  const { data: dashboard, error, refetch } = useDashboardBySlug(slug, { prefetched: true });
  const isCo2 = slug === CO2_SLUG;
  const title = dashboard?.title ?? (isCo2 ? t('co2.pageTitle') : slug);
  const canManage = useCanManageData();
  const [isChoosing, setChoosing] = useState(false);
  const [isSharing, setSharing] = useState(false);
  const { notify, element: notice } = useNotice();

  return (
    <>
      <title>{t('common:brandTitle', { page: title, app: APP_NAME })}</title>
      <Stack spacing={0.5} sx={{ mb: { xs: 3, md: 5 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {dashboard && canManage && (
            <Button variant="outlined" color="inherit" onClick={() => setSharing(true)}>
              {t('publicLinks.share')}
            </Button>
          )}
          {isCo2 && canManage && (
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<TuneIcon />}
              onClick={() => setChoosing(true)}
            >
              {t('co2.sources')}
            </Button>
          )}
        </Stack>
        {dashboard
          ? dashboard.description && (
              <Typography sx={{ color: 'text.secondary' }}>{dashboard.description}</Typography>
            )
          : !error && <DescriptionSkeleton />}
      </Stack>
      <Stack spacing={3}>
        {isCo2 && <Co2Section />}
        {error && !dashboard ? (
          // the CO2 figures stand without the dashboard's charts
          !isCo2 && <LoadError error={error} onRetry={() => void refetch()} />
        ) : dashboard ? (
          <DashboardGrid dashboard={dashboard} />
        ) : (
          <LoadingBlock />
        )}
      </Stack>
      {isChoosing && (
        <Suspense fallback={null}>
          <Co2SourcesDialog
            onClose={() => setChoosing(false)}
            onSaved={() => {
              setChoosing(false);
              notify(t('co2.sourcesSaved'));
            }}
          />
        </Suspense>
      )}
      {isSharing && dashboard && (
        <Suspense fallback={null}>
          <ShareDialog dashboard={dashboard} onClose={() => setSharing(false)} notify={notify} />
        </Suspense>
      )}
      {notice}
    </>
  );
}
