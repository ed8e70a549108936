import type { ArticleListItem } from '@keeling/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { EyeIcon } from '../../../components/icons';
import type { ServerTableColumn } from '../../../components/server-table/server-table';
import { paths } from '../../../config/paths';
import type { TFunction } from '../../../locales/translate';
import type { useLocaleFormat } from '../../../locales/use-locale-format';
import { ArticleCover } from '../components/article-cover';
import { AuthorAvatar } from '../components/author-avatar';
import { DeleteIcon, EditIcon } from '../components/blog-icons';
import { statusTextColor } from './status-tone';

/** Cells a phone leaves out (390 px): the title, its status and the actions remain. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

interface ColumnOptions {
  t: TFunction;
  format: ReturnType<typeof useLocaleFormat>;
  /** The page's ids: the select-all box selects them. */
  ids: string[];
  selected: ReadonlySet<string>;
  onSelect: (ids: Set<string>) => void;
  onDelete: (article: ArticleListItem) => void;
}

/** The select-all box and each row's box: they select rows of the page shown. */
function selectColumn(options: ColumnOptions): ServerTableColumn<ArticleListItem> {
  const { t, ids, selected, onSelect } = options;
  const selectedOnPage = ids.filter((id) => selected.has(id)).length;
  const isAllSelected = ids.length > 0 && selectedOnPage === ids.length;
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    onSelect(next);
  };
  return {
    id: 'select',
    padding: 'checkbox',
    header: (
      <Checkbox
        disabled={ids.length === 0}
        indeterminate={selectedOnPage > 0 && !isAllSelected}
        checked={isAllSelected}
        onChange={(event) => onSelect(new Set(event.target.checked ? ids : []))}
        slotProps={{ input: { 'aria-label': t('management.selectAll') } }}
      />
    ),
    cell: (article) => (
      <Checkbox
        checked={selected.has(article.id)}
        onChange={() => toggle(article.id)}
        slotProps={{ input: { 'aria-label': t('management.selectRow', { title: article.title }) } }}
      />
    ),
  };
}

/** The title with its cover and slug; on a phone, its status and date beneath. */
function TitleCell({ article, options }: { article: ArticleListItem; options: ColumnOptions }) {
  const { t, format } = options;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
      <ArticleCover
        src={article.coverUrl}
        ratio="1"
        sx={{ width: 48, borderRadius: 1.5, flexShrink: 0, display: { xs: 'none', sm: 'block' } }}
      />
      <Box sx={{ minWidth: 0 }}>
        {/* one line beside the other columns; on a phone the title wraps. Typed text takes its
            own direction (decision 0031): an English title keeps its full stop at its end in Arabic */}
        <Typography
          variant="subtitle2"
          dir="auto"
          sx={{
            maxWidth: 360,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: { xs: 'normal', sm: 'nowrap' },
          }}
        >
          {article.title}
        </Typography>
        <Typography
          variant="caption"
          dir="auto"
          sx={{ color: 'text.disabled', display: { xs: 'none', sm: 'block' } }}
          noWrap
        >
          {article.slug}
        </Typography>
        {/* a phone shows the status and the date here, in place of their columns */}
        <Typography
          variant="caption"
          sx={{ color: 'text.disabled', display: { sm: 'none' } }}
          noWrap
        >
          {t(`management.status.${article.status}`)} · {format.date(article.updatedAt)}
        </Typography>
      </Box>
    </Stack>
  );
}

/** The row's actions: edit, view (not on a phone) and delete. */
function ActionsCell({ article, options }: { article: ArticleListItem; options: ColumnOptions }) {
  const { t, onDelete } = options;
  const { title } = article;
  return (
    <>
      <Tooltip title={t('management.row.edit', { title })}>
        <IconButton component={Link} to={paths.dashboard.management.editBlog(article.id)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('management.row.view', { title })}>
        <IconButton
          component={Link}
          to={paths.dashboard.article(article.id)}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <EyeIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('management.row.delete', { title })}>
        <IconButton color="error" onClick={() => onDelete(article)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}

/** The management table's columns: selection, title, author, status, date, views, actions. */
export function articleColumns(options: ColumnOptions): ServerTableColumn<ArticleListItem>[] {
  const { t, format } = options;
  return [
    selectColumn(options),
    {
      id: 'title',
      header: t('management.columns.title'),
      cell: (article) => <TitleCell article={article} options={options} />,
    },
    {
      id: 'author',
      header: t('management.columns.author'),
      sx: WIDE_ONLY,
      cell: (article) => {
        const authorName = article.author?.displayName ?? t('card.unknownAuthor');
        return (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <AuthorAvatar
              author={article.author}
              fallbackName={authorName}
              sx={{ width: 28, height: 28 }}
            />
            <Typography variant="body2" noWrap dir="auto">
              {authorName}
            </Typography>
          </Stack>
        );
      },
    },
    {
      id: 'status',
      header: t('management.columns.status'),
      sx: WIDE_ONLY,
      cell: (article) => (
        <Chip
          size="small"
          label={t(`management.status.${article.status}`)}
          variant="outlined"
          sx={(theme) => {
            const color = statusTextColor(theme, article.status);
            return { color, borderColor: alpha(color, 0.48) };
          }}
        />
      ),
    },
    {
      id: 'updated',
      header: t('management.columns.updated'),
      sx: { ...WIDE_ONLY, whiteSpace: 'nowrap' },
      cell: (article) => format.date(article.updatedAt),
    },
    {
      id: 'views',
      header: t('management.columns.views'),
      align: 'right',
      sx: WIDE_ONLY,
      cell: (article) => format.number(article.totalViews),
    },
    {
      id: 'actions',
      header: t('management.columns.actions'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (article) => <ActionsCell article={article} options={options} />,
    },
  ];
}
