import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useNotice } from '../../../components/use-notice';
import { APP_NAME } from '../../../config/app-name';
import { retryImport } from '../../../lib/retry-import';
import { useTranslation } from '../../../locales/use-translation';
import { useDashboardBySlug } from '../api/get-dashboard';
import { ForbiddenState, LoadError, LoadingBlock } from '../components/page-states';
import { DashboardsOverview } from '../dashboards/dashboards-overview';
import { useCanManageData } from '../hooks/use-can-manage-data';

/** The editor (its form and items) loads when `?new` or `?slug=` asks for it. */
const DashboardEditor = lazy(() =>
  retryImport(() => import('../dashboards/dashboard-editor')).then((module) => ({
    default: module.DashboardEditor,
  })),
);

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
        <Suspense fallback={<LoadingBlock />}>
          <DashboardEditor notify={notify} />
        </Suspense>
      ) : slug ? (
        <Suspense fallback={<LoadingBlock />}>
          <EditDashboard key={slug} slug={slug} notify={notify} />
        </Suspense>
      ) : (
        <DashboardsOverview notify={notify} />
      )}
      {notice}
    </>
  );
}
