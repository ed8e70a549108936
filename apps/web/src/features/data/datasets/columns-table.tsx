import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { OutlinedField } from '../../../components/outlined-field';
import { useTranslation } from '../../../locales/use-translation';

/**
 * A data set's columns as a table, one row each (`children`): name, type and unit, after the CSV
 * header they come from when `withHeader` (the import's column editor). The rows are the caller's:
 * read-only in the catalogue, fields in the import and edit dialogs.
 */
export function ColumnsTable({
  withHeader = false,
  withMarkers = false,
  children,
}: {
  withHeader?: boolean;
  /** A column for each column's own missing-value markers (import, fixing the columns). */
  withMarkers?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('data');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('import.columns')}>
        <TableHead>
          <TableRow>
            {withHeader && <TableCell>{t('import.header')}</TableCell>}
            <TableCell>{t('import.columnName')}</TableCell>
            <TableCell>{t('import.columnType')}</TableCell>
            <TableCell>{t('import.columnUnit')}</TableCell>
            {withMarkers && <TableCell>{t('import.columnMarkers')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** A column's unit, a field of its row (named for screen readers by the column). */
export function UnitCell({ field, column }: { field: UseFormRegisterReturn; column: string }) {
  const { t } = useTranslation('data');
  const { ref, ...handlers } = field;
  return (
    <TableCell>
      <OutlinedField
        {...handlers}
        inputRef={ref}
        label={undefined}
        size="small"
        sx={{ minWidth: 96 }}
        slotProps={{ htmlInput: { 'aria-label': t('import.unitOf', { column }) } }}
      />
    </TableCell>
  );
}
