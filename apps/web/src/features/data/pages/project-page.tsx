import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { APP_NAME } from '../../../config/app-name';
import { useTranslation } from '../../../locales/use-translation';
import { useDashboardBySlug } from '../api/get-dashboard';
import { Co2Section } from '../co2/co2-section';
import { LoadError, LoadingBlock } from '../components/page-states';
import { DashboardGrid } from '../dashboards/dashboard-grid';

/** The dashboard whose slug shows the CO2 headline above its charts. */
const CO2_SLUG = 'Co2';

/** /dashboard/project/:slug: any dashboard; `Co2` has the CO2 figures on top (SPEC §2). */
export default function ProjectPage() {
  const { t } = useTranslation('data');
  const { slug = '' } = useParams();
  const { data: dashboard, error, refetch } = useDashboardBySlug(slug);
  const isCo2 = slug === CO2_SLUG;
  const title = dashboard?.title ?? (isCo2 ? t('co2.pageTitle') : slug);

  return (
    <>
      <title>{t('common:brandTitle', { page: title, app: APP_NAME })}</title>
      <Stack spacing={0.5} sx={{ mb: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {dashboard?.description && (
          <Typography sx={{ color: 'text.secondary' }}>{dashboard.description}</Typography>
        )}
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
    </>
  );
}
