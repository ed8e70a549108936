import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { StateMessage } from '../../../components/state-message';
import { APP_NAME } from '../../../config/app-name';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/http';
import { useMetaDescription } from '../../../lib/use-meta-description';
import { useTranslation } from '../../../locales/use-translation';
import { useArticle } from '../api/get-article';
import { ArticleBody } from '../components/article-body';
import { ArticleHero, ArticleHeroSkeleton } from '../components/article-hero';
import { ArrowBackIcon, EditIcon } from '../components/blog-icons';
import { useCanManageBlog } from '../hooks/use-can-manage';
import { articleDocumentTitle } from '../utils/document-title';

/**
 * /dashboard/article/:id: one article by id or slug, with its SEO tags in the head (its
 * description replaces index.html's, so there is exactly one).
 */
export default function ArticlePage() {
  const { t } = useTranslation('blog');
  const { id = '' } = useParams();
  const canManage = useCanManageBlog();
  const { data: article, error, isPending, refetch } = useArticle(id);
  useMetaDescription(article && (article.metaDescription || article.description));
  const back = (
    <Button
      component={Link}
      to={paths.dashboard.blog}
      startIcon={<ArrowBackIcon />}
      color="inherit"
    >
      {t('article.back')}
    </Button>
  );

  if (isPending) {
    // the loaded page's boxes (the back row, the banner, the text column): nothing moves later
    return (
      <>
        <Stack direction="row" sx={{ mb: 3 }}>
          {back}
        </Stack>
        <Box role="status" aria-label={t('states.loading')}>
          <ArticleHeroSkeleton />
          <Box sx={{ maxWidth: 760, mx: 'auto', py: { xs: 4, md: 6 } }}>
            <Skeleton width="70%" />
            <Skeleton width="90%" />
          </Box>
        </Box>
      </>
    );
  }
  if (!article) {
    const isMissing = isHttpError(error) && error.status === 404;
    return (
      <StateMessage
        role="alert"
        title={isMissing ? t('article.notFound') : t('article.error')}
        text={isMissing ? t('article.notFoundText') : undefined}
        onRetry={isMissing ? undefined : () => void refetch()}
        retryLabel={t('states.retry')}
        action={back}
      />
    );
  }

  const documentTitle = articleDocumentTitle(article.metaTitle || article.title, APP_NAME, (page) =>
    t('common:brandTitle', { page, app: APP_NAME }),
  );
  const keywords = article.metaKeywords.length ? article.metaKeywords : article.tags;
  return (
    <>
      <title>{documentTitle}</title>
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <Stack direction="row" sx={{ mb: 3, justifyContent: 'space-between' }}>
        {back}
        {canManage && (
          <Button
            component={Link}
            to={paths.dashboard.management.editBlog(article.id)}
            startIcon={<EditIcon />}
            variant="outlined"
            color="inherit"
          >
            {t('article.edit')}
          </Button>
        )}
      </Stack>
      <ArticleHero article={article} />
      <Box component="article" sx={{ maxWidth: 760, mx: 'auto', py: { xs: 4, md: 6 } }}>
        {article.description && (
          <Typography variant="subtitle1" component="p" sx={{ mb: 4, color: 'text.secondary' }}>
            {article.description}
          </Typography>
        )}
        <ArticleBody html={article.content} />
        {article.tags.length > 0 && (
          <Stack
            direction="row"
            component="ul"
            aria-label={t('article.tags')}
            sx={{ mt: 5, p: 0, gap: 1, flexWrap: 'wrap', listStyle: 'none' }}
          >
            {article.tags.map((tag) => (
              <li key={tag}>
                <Chip label={tag} size="small" />
              </li>
            ))}
          </Stack>
        )}
      </Box>
    </>
  );
}
