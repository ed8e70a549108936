import type { ArticleListItem } from '@keeling/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { EyeIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { ArticleCover } from './article-cover';
import { AuthorAvatar } from './author-avatar';

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

interface ArticleCardProps {
  article: ArticleListItem;
  /** How its cover loads: `high` / `auto` for the cards above the fold (see ArticleCover). */
  coverPriority?: 'high' | 'auto' | 'lazy';
}

/**
 * One published article in the blog grid, like Minimal's post cards. Memoized: the grid adds cards
 * in a second render (ArticleGrid), which leaves the first row's alone.
 */
export const ArticleCard = memo(function ArticleCard({
  article,
  coverPriority = 'lazy',
}: ArticleCardProps) {
  const { t } = useTranslation('blog');
  const format = useLocaleFormat();
  const authorName = article.author?.displayName ?? t('card.unknownAuthor');
  const titleId = `article-${article.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={(theme) => ({
        height: 1,
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        '&:hover .article-card-title': { textDecoration: 'underline' },
        // the title's link covers the card: its keyboard focus outlines the whole card
        '&:has(a:focus-visible)': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
      })}
    >
      <Box sx={{ position: 'relative' }}>
        <ArticleCover src={article.coverUrl} ratio="16 / 10" loadPriority={coverPriority} />
        <AuthorAvatar
          author={article.author}
          fallbackName={authorName}
          sx={{
            position: 'absolute',
            bottom: -20,
            insetInlineStart: 24,
            width: 40,
            height: 40,
            border: (theme) => `solid 2px ${theme.palette.background.paper}`,
          }}
        />
      </Box>
      <Stack spacing={1} sx={{ p: 3, pt: 4, flexGrow: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.disabled' }}>
          {authorName} · {format.date(article.publishedAt ?? article.createdAt)}
        </Typography>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={clamp(2)}>
          {/* the title is the link (its name is the visible title); it stretches over the card */}
          <Link
            component={RouterLink}
            to={paths.dashboard.article(article.slug)}
            className="article-card-title"
            color="inherit"
            underline="none"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {article.title}
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', ...clamp(2) }}>
          {article.description}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {article.tags.slice(0, 3).map((tag) => (
            <Chip key={tag} label={tag} size="small" variant="outlined" />
          ))}
          <Box sx={{ flexGrow: 1 }} />
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', color: 'text.disabled', typography: 'caption' }}
          >
            <EyeIcon sx={{ fontSize: 16 }} aria-hidden />
            <span>{t('card.views', { count: article.totalViews })}</span>
          </Stack>
        </Stack>
      </Stack>
    </Card>
  );
});
