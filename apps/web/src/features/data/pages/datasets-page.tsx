import type { Dataset } from '@keeling/contract';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useNotice } from '../../../components/use-notice';
import { APP_NAME } from '../../../config/app-name';
import { retryImport } from '../../../lib/retry-import';
import { useTranslation } from '../../../locales/use-translation';
import { useDataset } from '../api/get-dataset';
import { ForbiddenState, LoadError, LoadingBlock } from '../components/page-states';
import { DatasetsOverview } from '../datasets/datasets-overview';
import { useCanManageData } from '../hooks/use-can-manage-data';

/** One data set's screen (catalogue, rows, refresh, edit) loads when `?id=` asks for it. */
const DatasetDetails = lazy(() =>
  retryImport(() => import('../datasets/dataset-details')).then((module) => ({
    default: module.DatasetDetails,
  })),
);

function DatasetById({ id, notify }: { id: string; notify: (message: string) => void }) {
  const { data, error, refetch } = useDataset(id);
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (!data) return <LoadingBlock />;
  return <DatasetDetails dataset={data} notify={notify} />;
}

/** /dashboard/management/dataSet (editor+): the data sets, the import, and `?id=` one of them. */
export default function DatasetsPage() {
  const { t } = useTranslation('data');
  const canManage = useCanManageData();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { notify, element: notice } = useNotice();
  const onCreated = (dataset: Dataset) => notify(t('import.done', { name: dataset.name }));

  if (!canManage) return <ForbiddenState />;
  return (
    <>
      <title>{t('common:brandTitle', { page: t('datasets.pageTitle'), app: APP_NAME })}</title>
      {id ? (
        <Suspense fallback={<LoadingBlock />}>
          <DatasetById key={id} id={id} notify={notify} />
        </Suspense>
      ) : (
        <DatasetsOverview notify={notify} onCreated={onCreated} />
      )}
      {notice}
    </>
  );
}
