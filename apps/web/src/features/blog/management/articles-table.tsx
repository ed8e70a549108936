import type { ArticleListItem } from '@keeling/contract';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '../../../locales/use-translation';
import { ArticleRow, WIDE_ONLY } from './article-row';

const COLUMNS = ['title', 'author', 'status', 'updated', 'views', 'actions'] as const;
/** The columns a phone leaves out (see ArticleRow). */
const WIDE_COLUMNS = new Set<string>(['author', 'status', 'updated', 'views']);

interface ArticlesTableProps {
  items: ArticleListItem[] | undefined;
  rowsWhileLoading: number;
  selected: ReadonlySet<string>;
  onSelect: (ids: Set<string>) => void;
  onDelete: (article: ArticleListItem) => void;
}

/** The management table: a select-all box for the page, then one row per article. */
export function ArticlesTable(props: ArticlesTableProps) {
  const { items, rowsWhileLoading, selected, onSelect, onDelete } = props;
  const { t } = useTranslation('blog');
  const ids = items?.map((article) => article.id) ?? [];
  const selectedOnPage = ids.filter((id) => selected.has(id)).length;
  const isAllSelected = ids.length > 0 && selectedOnPage === ids.length;
  const isSomeSelected = selectedOnPage > 0 && !isAllSelected;

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    onSelect(next);
  };

  return (
    <TableContainer>
      <Table sx={{ minWidth: { sm: 860 } }} aria-busy={!items}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                disabled={ids.length === 0}
                indeterminate={isSomeSelected}
                checked={isAllSelected}
                onChange={(event) => onSelect(new Set(event.target.checked ? ids : []))}
                slotProps={{ input: { 'aria-label': t('management.selectAll') } }}
              />
            </TableCell>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={column === 'views' || column === 'actions' ? 'right' : undefined}
                sx={WIDE_COLUMNS.has(column) ? WIDE_ONLY : undefined}
              >
                {t(`management.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items?.map((article) => (
            <ArticleRow
              key={article.id}
              article={article}
              isSelected={selected.has(article.id)}
              onToggle={toggle}
              onDelete={onDelete}
            />
          ))}
          {!items &&
            Array.from({ length: rowsWhileLoading }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <TableRow key={index}>
                <TableCell colSpan={COLUMNS.length + 1}>
                  <Skeleton variant="rounded" height={40} />
                </TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
