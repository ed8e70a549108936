import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '../../locales/use-translation';

/** The rows of a table whose first page is on its way: one placeholder line each. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <TableRow key={index}>
      <TableCell colSpan={columns}>
        <Skeleton variant="rounded" height={36} />
      </TableCell>
    </TableRow>
  ));
}

/**
 * A server table while its chunk loads: a header line and the rows' placeholders, the shapes the
 * table draws until its first answer (then the pager appears below: nothing above it moves).
 */
export function ServerTableSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <TableContainer role="status" aria-label={t('loading')}>
      <Table>
        <TableHead>
          <TableRow>
            <TableCell>
              <Skeleton width={120} />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <SkeletonRows rows={rows} columns={1} />
        </TableBody>
      </Table>
    </TableContainer>
  );
}
