import type { Article } from '@keeling/contract';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { ArticleCover } from './article-cover';
import { AuthorAvatar } from './author-avatar';

/**
 * The banner's box at every width: the full width at 21:9, kept between 280 and 440 px high. The
 * width is set, so a capped height does not shrink the width to the ratio (a band beside it).
 */
const HERO_FRAME = { width: 1, aspectRatio: '21 / 9', minHeight: 280, maxHeight: 440 } as const;

/** The banner's place while the article loads: the same box, so nothing moves when it arrives. */
export function ArticleHeroSkeleton() {
  return <Skeleton variant="rounded" sx={{ ...HERO_FRAME, height: 'auto', borderRadius: 2 }} />;
}

/** The cover as a banner with the title, author and date laid over a dark gradient. */
export function ArticleHero({ article }: { article: Article }) {
  const { t } = useTranslation('blog');
  const format = useLocaleFormat();
  const authorName = article.author?.displayName ?? t('card.unknownAuthor');
  return (
    <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden' }}>
      <ArticleCover src={article.coverUrl} ratio="21 / 9" loadPriority="high" sx={HERO_FRAME} />
      <Stack
        spacing={3}
        sx={{
          position: 'absolute',
          inset: 0,
          p: { xs: 3, md: 5 },
          justifyContent: 'flex-end',
          color: 'common.white',
          background: 'linear-gradient(to top, rgba(22,28,36,0.88) 0%, rgba(22,28,36,0.2) 70%)',
        }}
      >
        <Typography variant="h3" component="h1" sx={{ maxWidth: 720 }}>
          {article.title}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <AuthorAvatar author={article.author} fallbackName={authorName} />
          <div>
            <Typography variant="subtitle1" component="p">
              {t('article.by', { name: authorName })}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.72 }}>
              {format.date(article.publishedAt ?? article.createdAt)}
              {' · '}
              {t('article.views', { count: article.totalViews })}
            </Typography>
          </div>
        </Stack>
      </Stack>
    </Box>
  );
}
