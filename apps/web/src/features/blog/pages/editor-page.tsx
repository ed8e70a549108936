import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StateMessage } from '../../../components/state-message';
import { APP_NAME } from '../../../config/app-name';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/http';
import { retryImport } from '../../../lib/retry-import';
import { useTranslation } from '../../../locales/use-translation';
import { useEditorArticle } from '../api/get-article';
import { ArrowBackIcon } from '../components/blog-icons';
import { EditorSkeleton } from '../editor/editor-skeleton';
import { useCanManageBlog } from '../hooks/use-can-manage';

/** The form with its fields, dialogs and validation: a heavy part, loaded lazily. */
const ArticleForm = lazy(() =>
  retryImport(() => import('../editor/article-form')).then((module) => ({
    default: module.ArticleForm,
  })),
);

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

  const placeholder = <EditorSkeleton label={t('states.loading')} />;
  let content: React.ReactNode;
  if (!canManage) content = <StateMessage role="alert" title={t('management.forbidden')} />;
  else if (id && !isOwnArticle && isPending) content = placeholder;
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
  } else
    content = (
      <Suspense fallback={placeholder}>
        <ArticleForm key={session.key} article={article} onCreated={onCreated} />
      </Suspense>
    );

  return (
    <>
      <title>{t('common:brandTitle', { page: pageTitle, app: APP_NAME })}</title>
      <Stack direction="row" spacing={2} sx={{ mb: { xs: 3, md: 5 }, alignItems: 'center' }}>
        {/* a viewer cannot use the management list: back to the blog */}
        <Button
          component={Link}
          to={canManage ? paths.dashboard.management.blog : paths.dashboard.blog}
          startIcon={<ArrowBackIcon />}
          color="inherit"
        >
          {canManage ? t('editor.back') : t('article.back')}
        </Button>
        <Typography variant="h4" component="h1">
          {pageTitle}
        </Typography>
      </Stack>
      {content}
    </>
  );
}
