import type { Dataset } from '@keeling/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../locales/use-translation';
import { useDeleteDataset } from '../api/delete-dataset';
import { UploadIcon } from '../components/data-icons';
import { dataUrls } from '../utils/data-urls';
import { DatasetList } from './dataset-list';
import { ImportDialog } from './import-dialog';

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
  const remove = useDeleteDataset();
  const onDelete = useCallback((dataset: Dataset) => setToDelete(dataset), []);
  const closeDelete = () => {
    setToDelete(null);
    remove.reset();
  };

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
        <ImportDialog
          onClose={() => setImporting(false)}
          onCreated={(dataset) => {
            setImporting(false);
            onCreated(dataset);
            navigate(dataUrls.dataset(dataset.id));
          }}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('datasets.deleteTitle')}
        text={t('datasets.deleteText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('datasets.delete')}
        cancelLabel={t('actions.cancel')}
        isBusy={remove.isPending}
        error={remove.error ? errorMessage(t, remove.error) : null}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              notify(t('datasets.deleted', { name: toDelete.name }));
              closeDelete();
            },
          })
        }
        onClose={closeDelete}
      />
    </>
  );
}
