import type { Dataset, DatasetVersion } from '@keeling/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/error-message';
import { useLocaleFormat } from '../../../../locales/use-locale-format';
import { useTranslation } from '../../../../locales/use-translation';
import { useDatasetVersions } from '../../api/get-dataset-versions';
import { useRestoreVersion } from '../../api/restore-version';
import { LoadingBlock, RetryAlert } from '../../components/page-states';
import { ChangedCellsDialog } from './changed-cells-dialog';
import { RejectedRowsButton } from './rejected-rows-button';
import { useVersionSummary } from './use-version-summary';

interface VersionHistoryProps {
  dataset: Dataset;
  canManage: boolean;
  notify: (message: string, isError?: boolean) => void;
}

/** What a version changed, in a table cell: rows, the latest time value, columns. */
function ChangesCell({ dataset, version }: { dataset: Dataset; version: DatasetVersion }) {
  const { t } = useTranslation('data');
  const summary = useVersionSummary(dataset);
  const changes = version.changes;
  if (!changes) return <TableCell>{t('versions.first')}</TableCell>;
  const latest = summary.latest(changes);
  return (
    <TableCell>
      <Typography variant="body2">{summary.rows(changes)}</Typography>
      {[...(latest ? [latest] : []), ...summary.columns(changes)].map((line) => (
        <Typography key={line} variant="body2" sx={{ color: 'text.secondary' }}>
          {line}
        </Typography>
      ))}
    </TableCell>
  );
}

/**
 * A data set's versions, newest first: when, from where, how many rows, what changed; the
 * changed cells of each, and Restore for the kept ones (editors and admins).
 */
export function VersionHistory({ dataset, canManage, notify }: VersionHistoryProps) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const versions = useDatasetVersions(dataset.id);
  const restore = useRestoreVersion();
  const [shown, setShown] = useState<number | null>(null);
  const data = versions.data;

  const onRestore = (version: number) =>
    restore.mutate(
      { id: dataset.id, version },
      {
        onSuccess: () => notify(t('versions.restored', { version })),
        onError: (error) => notify(error.message, true),
      },
    );

  return (
    <Card>
      <CardHeader
        title={t('versions.title')}
        subheader={data ? t('versions.keepNote', { count: data.keep }) : undefined}
      />
      {!data && (
        <CardContent>
          {versions.isError ? (
            <RetryAlert onRetry={() => void versions.refetch()}>
              {errorMessage(t, versions.error)}
            </RetryAlert>
          ) : (
            <LoadingBlock height={96} />
          )}
        </CardContent>
      )}
      <TableContainer hidden={!data}>
        <Table size="small" aria-label={t('versions.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('versions.version')}</TableCell>
              <TableCell>{t('versions.date')}</TableCell>
              <TableCell>{t('versions.origin')}</TableCell>
              <TableCell align="right">{t('versions.rows')}</TableCell>
              <TableCell>{t('versions.changes')}</TableCell>
              <TableCell align="right">{t('versions.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.versions.map((version) => (
              <TableRow key={version.version} selected={version.current}>
                <TableCell component="th" scope="row">
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{format.number(version.version)}</span>
                    {version.current && (
                      <Chip label={t('versions.current')} size="small" color="primary" />
                    )}
                  </Stack>
                </TableCell>
                <TableCell>{format.dateTime(version.createdAt)}</TableCell>
                <TableCell>{t(`versions.origins.${version.origin}`)}</TableCell>
                <TableCell align="right">{format.number(version.rowCount)}</TableCell>
                <ChangesCell dataset={dataset} version={version} />
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    {(version.changes?.changed ?? 0) > 0 && version.changes?.key && (
                      <Button
                        size="small"
                        onClick={() => setShown(version.version)}
                        aria-label={t('versions.showChangesOf', { version: version.version })}
                      >
                        {t('versions.showChanges')}
                      </Button>
                    )}
                    <RejectedRowsButton datasetId={dataset.id} version={version} />
                    {canManage && !version.current && version.kept && (
                      <Button
                        size="small"
                        variant="outlined"
                        loading={
                          restore.isPending && restore.variables?.version === version.version
                        }
                        onClick={() => onRestore(version.version)}
                        aria-label={t('versions.restoreOne', { version: version.version })}
                      >
                        {t('versions.restore')}
                      </Button>
                    )}
                    {!version.kept && (
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {t('versions.notKept')}
                      </Typography>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ChangedCellsDialog dataset={dataset} version={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
