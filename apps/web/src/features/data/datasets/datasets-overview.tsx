import type { Dataset } from '@keeling/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadOnOpen } from '../../../components/load-on-open';
import { retryImport } from '../../../lib/retry-import';
import { useTranslation } from '../../../locales/use-translation';
import { UploadIcon } from '../components/data-icons';
import { dataUrls } from '../utils/data-urls';
import { DatasetList } from './dataset-list';

/** The import (upload, inspection, column editor, progress) loads when its dialog opens. */
const ImportDialog = lazy(() =>
  retryImport(() => import('./import-dialog')).then((module) => ({ default: module.ImportDialog })),
);

/** The delete confirmation (its request, its refusals) loads when it first opens. */
const DeleteDatasetDialog = lazy(() =>
  retryImport(() => import('./delete-dataset-dialog')).then((module) => ({
    default: module.DeleteDatasetDialog,
  })),
);

interface DatasetsOverviewProps {
  notify: (message: string) => void;
  onCreated: (dataset: Dataset) => void;
}

/** The list of data sets with its Import button and the delete confirmation. */
export function DatasetsOverview({ notify, onCreated }: DatasetsOverviewProps) {
  const { t } = useTranslation('data');
  const navigate = useNavigate();
  const [isImporting, setImporting] = useState(false);
  const [toDelete, setToDelete] = useState<Dataset | null>(null);
  const onDelete = useCallback((dataset: Dataset) => setToDelete(dataset), []);

  return (
    <>
      <Stack direction="row" sx={{ mb: { xs: 3, md: 5 }, alignItems: 'center', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('datasets.heading')}
        </Typography>
        <Button variant="contained" startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
          {t('import.open')}
        </Button>
      </Stack>
      <DatasetList onDelete={onDelete} />
      {isImporting && (
        <Suspense fallback={null}>
          <ImportDialog
            onClose={() => setImporting(false)}
            onCreated={(dataset) => {
              setImporting(false);
              onCreated(dataset);
              navigate(dataUrls.dataset(dataset.id));
            }}
          />
        </Suspense>
      )}
      <LoadOnOpen open={toDelete !== null}>
        <DeleteDatasetDialog
          dataset={toDelete}
          onClose={() => setToDelete(null)}
          onDeleted={(dataset) => {
            setToDelete(null);
            notify(t('datasets.deleted', { name: dataset.name }));
          }}
        />
      </LoadOnOpen>
    </>
  );
}
