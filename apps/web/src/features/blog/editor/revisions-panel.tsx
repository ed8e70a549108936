import type { Article } from '@keeling/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/error-message';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useRevisions } from '../api/get-revisions';
import { useRestoreRevision } from '../api/restore-revision';

interface RevisionsPanelProps {
  articleId: string;
  version: number | undefined;
  onRestored: (article: Article) => void;
  notify: (message: string, isError?: boolean) => void;
}

/** The article's saved versions, newest first; restoring one saves it as a new version. */
export function RevisionsPanel({ articleId, version, onRestored, notify }: RevisionsPanelProps) {
  const { t } = useTranslation('blog');
  const format = useLocaleFormat();
  const { data, isPending, isError } = useRevisions(articleId);
  const restore = useRestoreRevision();

  const onRestore = (revisionId: string, revisionVersion: number) =>
    restore.mutate(
      { articleId, revisionId, version: version ?? 1 },
      {
        onSuccess: (article) => {
          onRestored(article);
          notify(t('editor.revisions.restored', { version: revisionVersion }));
        },
        onError: (error) => notify(errorMessage(t, error), true),
      },
    );

  return (
    <Card component="section" aria-label={t('editor.revisions.title')}>
      <CardHeader
        title={t('editor.revisions.title')}
        subheader={data && t('editor.revisions.count', { count: data.length })}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      {isPending && <Skeleton variant="rounded" height={80} sx={{ mx: 3, mb: 3 }} />}
      {isError && (
        <Typography role="alert" sx={{ px: 3, pb: 3, color: 'error.main' }}>
          {t('editor.revisions.error')}
        </Typography>
      )}
      {data?.length === 0 && (
        <Typography sx={{ px: 3, pb: 3, color: 'text.secondary' }}>
          {t('editor.revisions.empty')}
        </Typography>
      )}
      {data && data.length > 0 && (
        <List dense sx={{ maxHeight: 320, overflowY: 'auto', pb: 2 }}>
          {data.map((revision) => (
            <ListItem
              key={revision.id}
              secondaryAction={
                revision.version !== version && (
                  <Button
                    size="small"
                    aria-label={t('editor.revisions.restoreLabel', { version: revision.version })}
                    disabled={restore.isPending}
                    onClick={() => onRestore(revision.id, revision.version)}
                  >
                    {t('editor.revisions.restore')}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={`${t('editor.revisions.version', { version: revision.version })} · ${revision.title}`}
                secondary={t('editor.revisions.by', {
                  name: revision.editor?.displayName ?? t('card.unknownAuthor'),
                  date: format.dateTime(revision.createdAt),
                })}
                slotProps={{ primary: { noWrap: true, sx: { pr: 8 } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
