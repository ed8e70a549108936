import { useSearchParams } from 'react-router';
import { useNotice } from '../../../components/use-notice';
import { APP_NAME } from '../../../config/app-name';
import { useTranslation } from '../../../locales/use-translation';
import { useDashboard } from '../api/get-dashboard';
import { ForbiddenState, LoadError, LoadingBlock } from '../components/page-states';
import { DashboardEditor } from '../dashboards/dashboard-editor';
import { DashboardsOverview } from '../dashboards/dashboards-overview';
import { useCanManageData } from '../hooks/use-can-manage-data';
import { NEW_ID } from '../utils/data-urls';

function EditDashboard({ id, notify }: { id: string; notify: (message: string) => void }) {
  const { data, error, refetch } = useDashboard(id);
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (!data) return <LoadingBlock />;
  return <DashboardEditor dashboard={data} notify={notify} />;
}

/** /dashboard/management/dashboard (editor+): the dashboards, `?id=new` or `?id=` edits one. */
export default function DashboardsPage() {
  const { t } = useTranslation('data');
  const canManage = useCanManageData();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { notify, element: notice } = useNotice();

  if (!canManage) return <ForbiddenState />;
  return (
    <>
      <title>{t('common:brandTitle', { page: t('dashboards.pageTitle'), app: APP_NAME })}</title>
      {id === NEW_ID ? (
        <DashboardEditor notify={notify} />
      ) : id ? (
        <EditDashboard key={id} id={id} notify={notify} />
      ) : (
        <DashboardsOverview notify={notify} />
      )}
      {notice}
    </>
  );
}
