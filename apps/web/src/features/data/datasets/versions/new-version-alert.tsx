import type { Dataset } from '@keeling/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from '../../../../locales/use-translation';
import { useDatasetVersions } from '../../api/get-dataset-versions';
import { ChangedCellsDialog } from './changed-cells-dialog';
import { useVersionSummary } from './use-version-summary';

interface NewVersionAlertProps {
  dataset: Dataset;
  /** The version just made by a refresh or an upload. */
  version: number;
  onClose: () => void;
}

/** After a refresh or an upload: what the new version changed, and its changed cells. */
export function NewVersionAlert({ dataset, version, onClose }: NewVersionAlertProps) {
  const { t } = useTranslation('data');
  const summary = useVersionSummary(dataset);
  const versions = useDatasetVersions(dataset.id);
  const [isShowing, setShowing] = useState(false);
  const changes = versions.data?.versions.find((v) => v.version === version)?.changes;
  if (!changes) return null;
  const latest = summary.latest(changes);
  const canShow = changes.changed > 0 && changes.key !== null;

  return (
    <Alert
      severity="info"
      action={
        <Stack direction="row" spacing={1}>
          {canShow && (
            <Button color="inherit" size="small" onClick={() => setShowing(true)}>
              {t('versions.showChanges')}
            </Button>
          )}
          <Button color="inherit" size="small" onClick={onClose}>
            {t('versions.dismiss')}
          </Button>
        </Stack>
      }
    >
      <AlertTitle>
        {t('versions.newVersion', { version, summary: summary.rows(changes) })}
      </AlertTitle>
      {[...(latest ? [latest] : []), ...summary.columns(changes)].join(' · ')}
      <ChangedCellsDialog
        dataset={dataset}
        version={isShowing ? version : null}
        onClose={() => setShowing(false)}
      />
    </Alert>
  );
}
