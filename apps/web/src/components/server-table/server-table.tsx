import type { SortOrder } from '@keeling/contract';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination, { tablePaginationClasses } from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { SkeletonRows } from './server-table-skeleton';

/** One column: its header, its cell, and whether the server sorts by it. */
export interface ServerTableColumn<R> {
  /** The column's name; for a sortable column, the sort the API knows it by. */
  id: string;
  /** The header: a text, or an element such as a select-all box. */
  header: ReactNode;
  cell: (row: R) => ReactNode;
  sortable?: boolean;
  align?: 'right';
  padding?: 'checkbox';
  /** Styles of the header and of every cell (e.g. hidden on a phone). */
  sx?: SxProps<Theme>;
}

export interface ServerTableSort {
  field: string;
  order: SortOrder;
}

/** The pager: 1-based pages, as the URL and the API count them. */
export interface ServerTablePaging {
  total: number;
  page: number;
  size: number;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  /** The "Rows per page" label, when the feature words it itself (else MUI's, translated). */
  labelRowsPerPage?: string;
}

interface ServerTableProps<R> {
  /** The table's accessible name. */
  label: string;
  columns: readonly ServerTableColumn<R>[];
  /** One server page; undefined until the first answer (skeleton rows meanwhile). */
  rows: readonly R[] | undefined;
  rowKey: (row: R) => string;
  isRowSelected?: (row: R) => boolean;
  /** A new page is on its way: the rows shown are the previous page's. */
  isFetching?: boolean;
  rowsWhileLoading: number;
  sort?: ServerTableSort;
  onSort?: (sort: ServerTableSort) => void;
  paging: ServerTablePaging;
  /** Shown in place of the rows (an empty or an error state); the pager stays. */
  replacement?: ReactNode;
  minWidth?: { sm?: number; md?: number };
}

/** On a phone the pager keeps its position and its four buttons; the page size is for wider screens. */
const PAGER_ON_A_PHONE = {
  [`& .${tablePaginationClasses.selectLabel}`]: { display: { xs: 'none', sm: 'block' } },
  [`& .${tablePaginationClasses.input}`]: { display: { xs: 'none', sm: 'inline-flex' } },
} as const;

/**
 * A server-paged, server-sorted list drawn with MUI's Table, TableSortLabel and TablePagination:
 * a page of 5 to 100 rows needs none of the Data Grid's virtualisation, and the page fetches a
 * fraction of its JavaScript. Sortable headers are buttons (Tab, Enter); a click on the sorted
 * column turns its order, on another column sorts it ascending.
 */
export function ServerTable<R>(props: ServerTableProps<R>) {
  const { label, columns, rows, rowKey, isRowSelected, isFetching, sort, onSort } = props;
  const { paging, replacement, rowsWhileLoading, minWidth } = props;
  const lastPage = Math.max(1, Math.ceil(paging.total / paging.size));

  const sortBy = (field: string) =>
    onSort?.({
      field,
      order: sort?.field === field && sort.order === 'asc' ? 'desc' : 'asc',
    });

  return (
    <>
      {replacement ?? (
        <TableContainer>
          <Table aria-label={label} aria-busy={!rows || isFetching} sx={{ minWidth }}>
            <TableHead>
              <TableRow>
                {columns.map((column) => {
                  const isSorted = sort?.field === column.id;
                  return (
                    <TableCell
                      key={column.id}
                      align={column.align}
                      padding={column.padding}
                      sortDirection={isSorted ? sort.order : false}
                      sx={column.sx}
                    >
                      {column.sortable ? (
                        <TableSortLabel
                          active={isSorted}
                          direction={isSorted ? sort.order : 'asc'}
                          onClick={() => sortBy(column.id)}
                        >
                          {column.header}
                        </TableSortLabel>
                      ) : (
                        column.header
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody sx={{ opacity: isFetching && rows ? 0.6 : 1, transition: 'opacity 0.2s' }}>
              {rows?.map((row) => (
                <TableRow key={rowKey(row)} hover selected={isRowSelected?.(row) ?? false}>
                  {columns.map((column) => (
                    <TableCell
                      key={column.id}
                      align={column.align}
                      padding={column.padding}
                      sx={column.sx}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {!rows && <SkeletonRows rows={rowsWhileLoading} columns={columns.length} />}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {/* from the first answer on: appearing below the rows, it moves nothing */}
      {rows && (
        <TablePagination
          component="div"
          count={paging.total}
          // past the last page (its rows deleted), the pager says the last one
          page={Math.min(paging.page, lastPage) - 1}
          rowsPerPage={paging.size}
          rowsPerPageOptions={[...paging.sizes]}
          showFirstButton
          showLastButton
          {...(paging.labelRowsPerPage ? { labelRowsPerPage: paging.labelRowsPerPage } : {})}
          onPageChange={(_event, next) => paging.onPage(next + 1)}
          onRowsPerPageChange={(event) => paging.onSize(Number(event.target.value))}
          sx={PAGER_ON_A_PHONE}
        />
      )}
    </>
  );
}
