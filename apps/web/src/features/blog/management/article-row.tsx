import type { ArticleListItem } from '@keeling/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { EyeIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { ArticleCover } from '../components/article-cover';
import { AuthorAvatar } from '../components/author-avatar';
import { DeleteIcon, EditIcon } from '../components/blog-icons';
import { statusTextColor } from './status-tone';

/** Cells a phone leaves out (390 px): the title, its status and the actions remain. */
export const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

interface ArticleRowProps {
  article: ArticleListItem;
  isSelected: boolean;
  onToggle: (id: string) => void;
  onDelete: (article: ArticleListItem) => void;
}

export function ArticleRow({ article, isSelected, onToggle, onDelete }: ArticleRowProps) {
  const { t } = useTranslation('blog');
  const format = useLocaleFormat();
  const { title } = article;
  const authorName = article.author?.displayName ?? t('card.unknownAuthor');
  return (
    <TableRow hover selected={isSelected}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={isSelected}
          onChange={() => onToggle(article.id)}
          slotProps={{ input: { 'aria-label': t('management.selectRow', { title }) } }}
        />
      </TableCell>
      <TableCell>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
          <ArticleCover
            src={article.coverUrl}
            ratio="1"
            sx={{
              width: 48,
              borderRadius: 1.5,
              flexShrink: 0,
              display: { xs: 'none', sm: 'block' },
            }}
          />
          <Box sx={{ minWidth: 0 }}>
            {/* one line beside the other columns; on a phone the title wraps */}
            <Typography
              variant="subtitle2"
              sx={{
                maxWidth: 360,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: { xs: 'normal', sm: 'nowrap' },
              }}
            >
              {title}
            </Typography>
            <Typography
              variant="caption"
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
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <AuthorAvatar
            author={article.author}
            fallbackName={authorName}
            sx={{ width: 28, height: 28 }}
          />
          <Typography variant="body2" noWrap>
            {authorName}
          </Typography>
        </Stack>
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <Chip
          size="small"
          label={t(`management.status.${article.status}`)}
          variant="outlined"
          sx={(theme) => {
            const color = statusTextColor(theme, article.status);
            return { color, borderColor: alpha(color, 0.48) };
          }}
        />
      </TableCell>
      <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
        {format.date(article.updatedAt)}
      </TableCell>
      <TableCell align="right" sx={WIDE_ONLY}>
        {format.number(article.totalViews)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
      </TableCell>
    </TableRow>
  );
}
