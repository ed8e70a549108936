import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useNotice } from '../../../components/use-notice';
import { APP_NAME } from '../../../config/app-name';
import { retryImport } from '../../../lib/retry-import';
import { useTranslation } from '../../../locales/use-translation';
import { useChart } from '../api/get-chart';
import { ChartsOverview } from '../charts/charts-overview';
import { ForbiddenState, LoadError, LoadingBlock } from '../components/page-states';
import { useCanManageData } from '../hooks/use-can-manage-data';
import { NEW_ID } from '../utils/data-urls';

/** The builder (its form, fields and preview) loads when `?id=` asks for it. */
const ChartBuilder = lazy(() =>
  retryImport(() => import('../charts/chart-builder')).then((module) => ({
    default: module.ChartBuilder,
  })),
);

function EditChart({ id, notify }: { id: string; notify: (message: string) => void }) {
  const { data, error, refetch } = useChart(id);
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (!data) return <LoadingBlock height={480} />;
  return <ChartBuilder chart={data} notify={notify} />;
}

/** /dashboard/management/charts (editor+): the charts, `?id=new` builds one, `?id=` edits one. */
export default function ChartsPage() {
  const { t } = useTranslation('data');
  const canManage = useCanManageData();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { notify, element: notice } = useNotice();

  if (!canManage) return <ForbiddenState />;
  return (
    <>
      <title>{t('common:brandTitle', { page: t('charts.pageTitle'), app: APP_NAME })}</title>
      {id === NEW_ID ? (
        <Suspense fallback={<LoadingBlock height={480} />}>
          <ChartBuilder notify={notify} />
        </Suspense>
      ) : id ? (
        <Suspense fallback={<LoadingBlock height={480} />}>
          <EditChart key={id} id={id} notify={notify} />
        </Suspense>
      ) : (
        <ChartsOverview notify={notify} />
      )}
      {notice}
    </>
  );
}
