import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { APP_NAME } from '../../../config';
import { isHttpError } from '../../../lib/http';
import { useTranslation } from '../../../locales/use-translation';
import { useEditorArticle } from '../api/get-article';
import { ArrowBackIcon } from '../components/blog-icons';
import { StateMessage } from '../components/state-message';
import { ArticleForm } from '../editor/article-form';
import { useCanManageBlog } from '../hooks/use-can-manage';

/** /dashboard/management/addblog (new) and addblog?id= (edit), editor+. */
export default function EditorPage() {
  const { t } = useTranslation('blog');
  const canManage = useCanManageBlog();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? undefined;
  // the form we created an article from keeps running when its new id enters the URL
  const createdId = useRef<string | undefined>(undefined);
  const [session, setSession] = useState({ id, key: id ?? 'new' });
  if (session.id !== id) {
    const isOwn = id !== undefined && id === createdId.current;
    setSession({ id, key: isOwn ? session.key : (id ?? `new-${Date.now()}`) });
  }
  const isOwnArticle = id !== undefined && id === createdId.current;
  const {
    data: article,
    error,
    isPending,
    refetch,
  } = useEditorArticle(isOwnArticle ? undefined : id);

  const onCreated = (newId: string) => {
    createdId.current = newId;
    setParams({ id: newId }, { replace: true });
  };
  const pageTitle = id ? t('editor.editTitle') : t('editor.newTitle');

  let content: React.ReactNode;
  if (!canManage) content = <StateMessage role="alert" title={t('management.forbidden')} />;
  else if (id && !isOwnArticle && isPending)
    content = (
      <Skeleton variant="rounded" height={480} role="status" aria-label={t('states.loading')} />
    );
  else if (id && !isOwnArticle && !article) {
    const isMissing = isHttpError(error) && error.status === 404;
    content = (
      <StateMessage
        role="alert"
        title={isMissing ? t('article.notFound') : t('article.error')}
        onRetry={isMissing ? undefined : () => void refetch()}
        retryLabel={t('states.retry')}
      />
    );
  } else content = <ArticleForm key={session.key} article={article} onCreated={onCreated} />;

  return (
    <>
      <title>{t('common:brandTitle', { page: pageTitle, app: APP_NAME })}</title>
      <Stack direction="row" spacing={2} sx={{ mb: { xs: 3, md: 5 }, alignItems: 'center' }}>
        <Button
          component={Link}
          to={paths.dashboard.management.blog}
          startIcon={<ArrowBackIcon />}
          color="inherit"
        >
          {t('editor.back')}
        </Button>
        <Typography variant="h4" component="h1">
          {pageTitle}
        </Typography>
      </Stack>
      {content}
    </>
  );
}
