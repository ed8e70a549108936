import { useSearchParams } from 'react-router';
import { useNotice } from '../../../components/use-notice';
import { APP_NAME } from '../../../config/app-name';
import { useTranslation } from '../../../locales/use-translation';
import { useDashboardBySlug } from '../api/get-dashboard';
import { ForbiddenState, LoadError, LoadingBlock } from '../components/page-states';
import { DashboardEditor } from '../dashboards/dashboard-editor';
import { DashboardsOverview } from '../dashboards/dashboards-overview';
import { useCanManageData } from '../hooks/use-can-manage-data';

function EditDashboard({ slug, notify }: { slug: string; notify: (message: string) => void }) {
  const { data, error, refetch } = useDashboardBySlug(slug);
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (!data) return <LoadingBlock />;
  return <DashboardEditor dashboard={data} notify={notify} />;
}

/** /dashboard/management/dashboard (editor+): the dashboards; `?new` makes one, `?slug=` edits one. */
export default function DashboardsPage() {
  const { t } = useTranslation('data');
  const canManage = useCanManageData();
  const [params] = useSearchParams();
  const slug = params.get('slug');
  const { notify, element: notice } = useNotice();

  if (!canManage) return <ForbiddenState />;
  return (
    <>
      <title>{t('common:brandTitle', { page: t('dashboards.pageTitle'), app: APP_NAME })}</title>
      {params.has('new') ? (
        <DashboardEditor notify={notify} />
      ) : slug ? (
        <EditDashboard key={slug} slug={slug} notify={notify} />
      ) : (
        <DashboardsOverview notify={notify} />
      )}
      {notice}
    </>
  );
}
