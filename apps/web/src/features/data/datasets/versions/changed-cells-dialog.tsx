import type { Dataset } from '@keeling/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { StateMessage } from '../../../../components/state-message';
import { useTranslation } from '../../../../locales/use-translation';
import { useVersionChanges } from '../../api/get-dataset-versions';
import { LoadingBlock } from '../../components/page-states';
import { useCellFormat } from './use-version-summary';

const PAGE_SIZE = 10;

interface ChangedCellsDialogProps {
  dataset: Dataset;
  /** The version whose changes are shown; null: closed. */
  version: number | null;
  onClose: () => void;
}

/** The cells a version changed, a page of rows at a time: each row's key, old and new value. */
export function ChangedCellsDialog({ dataset, version, onClose }: ChangedCellsDialogProps) {
  const { t } = useTranslation('data');
  const [page, setPage] = useState(0);
  const changes = useVersionChanges(dataset.id, version, { page: page + 1, size: PAGE_SIZE });
  const cell = useCellFormat(dataset);
  const nameOf = (key: string) => dataset.columns.find((c) => c.key === key)?.name ?? key;
  const close = () => {
    setPage(0);
    onClose();
  };
  const data = changes.data;

  return (
    <Dialog open={version !== null} onClose={close} maxWidth="md" fullWidth>
      <DialogTitle>{t('versions.changesTitle', { version })}</DialogTitle>
      <DialogContent>
        {changes.isError ? (
          <StateMessage title={t('states.error')} role="alert" />
        ) : !data ? (
          <LoadingBlock height={160} />
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('versions.changesTitle', { version })}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('versions.row')}</TableCell>
                  <TableCell>{t('versions.column')}</TableCell>
                  <TableCell align="right">{t('versions.before')}</TableCell>
                  <TableCell align="right">{t('versions.after')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data?.rows.flatMap((row) =>
                  row.cells.map((change, i) => (
                    <TableRow key={`${JSON.stringify(row.key)}-${change.column}`}>
                      {i === 0 && (
                        <TableCell component="th" scope="row" rowSpan={row.cells.length}>
                          {Object.entries(row.key)
                            .map(([key, value]) => cell(key, value))
                            .join(' · ')}
                        </TableCell>
                      )}
                      <TableCell>{nameOf(change.column)}</TableCell>
                      <TableCell align="right">{cell(change.column, change.before)}</TableCell>
                      <TableCell align="right">{cell(change.column, change.after)}</TableCell>
                    </TableRow>
                  )),
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {data && data.total > PAGE_SIZE && (
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_, next) => setPage(next)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('versions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
