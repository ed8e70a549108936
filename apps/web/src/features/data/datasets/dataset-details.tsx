import type { Dataset } from '@keeling/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DeleteIcon, EditIcon } from '../../../components/icons/action-icons';
import { paths } from '../../../config/paths';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { RefreshIcon, UploadIcon } from '../components/data-icons';
import { useCanManageData } from '../hooks/use-can-manage-data';
import { AnnotationsCard } from './annotations-card';
import { DatasetCatalogue } from './dataset-catalogue';
import { DatasetEditDialog } from './dataset-edit-dialog';
import { DatasetRowsGrid } from './dataset-rows-grid';
import { DatasetSchedule } from './dataset-schedule';
import { DeleteDatasetDialog } from './delete-dataset-dialog';
import { FixColumnsDialog } from './fix-columns-dialog';
import { ImportError } from './import-error';
import { ProgressLine } from './progress-line';
import { useRefreshFlow } from './use-refresh-flow';
import { ColumnRenamesForm } from './versions/column-renames';
import { NewVersionAlert } from './versions/new-version-alert';
import { useUploadVersionFlow } from './versions/use-upload-version-flow';
import { VersionHistory } from './versions/version-history';

interface DatasetDetailsProps {
  dataset: Dataset;
  notify: (message: string, isError?: boolean) => void;
}

/**
 * A data set's page: its catalogue, a preview of its rows, its versions; Edit, Refresh (URL data
 * sets), Upload a new version (uploaded ones), Delete.
 */
export function DatasetDetails({ dataset, notify }: DatasetDetailsProps) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const navigate = useNavigate();
  const [isConfirming, setConfirming] = useState(false);
  const [isEditing, setEditing] = useState(false);
  const [isFixing, setFixing] = useState(false);
  const canManage = useCanManageData();
  const [newVersion, setNewVersion] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const refresh = useRefreshFlow(dataset.id, (updated) => {
    setNewVersion(updated.version);
    notify(t('datasets.refreshed'));
  });
  const upload = useUploadVersionFlow(dataset.id, (updated) => {
    setNewVersion(updated.version);
    notify(t('versions.uploaded'));
  });
  const running = refresh.isRunning ? refresh : upload.isRunning ? upload : null;
  const record = running?.record ?? null;
  const share = record && record.rowsTotal > 0 ? record.rowsDone / record.rowsTotal : null;
  const failed = refresh.error ? refresh : upload.error ? upload : null;

  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {dataset.name}
        </Typography>
        <Button component={RouterLink} to={paths.dashboard.management.dataSet} color="inherit">
          {t('datasets.backToList')}
        </Button>
        <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
          {t('datasets.edit')}
        </Button>
        {canManage && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setFixing(true)}>
            {t('fix.open')}
          </Button>
        )}
        {dataset.source === 'url' && (
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            loading={refresh.isRunning}
            onClick={() => refresh.start()}
          >
            {t('datasets.refresh')}
          </Button>
        )}
        {dataset.source === 'upload' && (
          <Button
            variant="outlined"
            startIcon={<UploadIcon />}
            loading={upload.isRunning}
            onClick={() => fileInput.current?.click()}
          >
            {t('versions.upload')}
            <input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              hidden
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) upload.start(file);
              }}
            />
          </Button>
        )}
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => setConfirming(true)}
        >
          {t('datasets.delete')}
        </Button>
      </Stack>
      {dataset.source === 'url' && <DatasetSchedule dataset={dataset} notify={notify} />}
      {upload.uploadShare !== null && (
        <ProgressLine
          label={t('import.uploadProgress')}
          value={Math.round(upload.uploadShare * 100)}
        />
      )}
      {running && upload.uploadShare === null && (
        <ProgressLine
          label={t('import.importProgress')}
          value={share === null ? null : Math.round(share * 100)}
          caption={
            record
              ? t('import.imported', {
                  done: format.number(record.rowsDone),
                  total: format.number(record.rowsTotal),
                })
              : undefined
          }
        />
      )}
      {failed?.error && <ImportError error={failed.error} record={failed.record} />}
      {failed?.error && (
        <ColumnRenamesForm
          error={failed.error}
          isRunning={running !== null}
          onApply={(renames) =>
            failed === refresh ? refresh.start(renames) : upload.retry(renames)
          }
        />
      )}
      {newVersion !== null && !running && (
        <NewVersionAlert
          dataset={dataset}
          version={newVersion}
          onClose={() => setNewVersion(null)}
        />
      )}
      <Card>
        <CardHeader title={t('datasets.catalogue')} />
        <CardContent>
          <DatasetCatalogue dataset={dataset} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={t('datasets.preview')} />
        <DatasetRowsGrid dataset={dataset} />
      </Card>
      <VersionHistory dataset={dataset} canManage={canManage} notify={notify} />
      <AnnotationsCard dataset={dataset} canManage={canManage} notify={notify} />
      {isEditing && (
        <DatasetEditDialog
          dataset={dataset}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            notify(t('datasets.saved', { name: saved.name }));
          }}
        />
      )}
      {isFixing && (
        <FixColumnsDialog
          dataset={dataset}
          onClose={() => setFixing(false)}
          onSaved={() => {
            setFixing(false);
            notify(t('fix.saved'));
          }}
        />
      )}
      <DeleteDatasetDialog
        dataset={isConfirming ? dataset : null}
        onClose={() => setConfirming(false)}
        onDeleted={(deleted) => {
          notify(t('datasets.deleted', { name: deleted.name }));
          navigate(paths.dashboard.management.dataSet);
        }}
      />
    </Stack>
  );
}
