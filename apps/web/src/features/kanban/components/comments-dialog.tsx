import { type KanbanCard, kanbanCommentCreateSchema } from '@keeling/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { OutlinedField } from '../../../components/outlined-field';
import { StateMessage } from '../../../components/state-message';
import { contractResolver } from '../../../lib/contract-resolver';
import { fieldProps } from '../../../lib/field-props';
import { showServerError } from '../../../lib/server-errors';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useAddComment, useComments } from '../api/board';
import { CardDetails } from './card-details';

const resolver = contractResolver(kanbanCommentCreateSchema);

/**
 * A card as every member reads it (description, checklist, files) with its comments, oldest
 * first, and a field to add one (every member, viewers too).
 */
export function CommentsDialog({ card, onClose }: { card: KanbanCard; onClose: () => void }) {
  const { t } = useTranslation('kanban');
  const format = useLocaleFormat();
  const titleId = useId();
  const comments = useComments(card.id);
  const add = useAddComment(card.id);
  const form = useForm<{ body: string }>({ resolver, defaultValues: { body: '' } });
  const onSubmit = form.handleSubmit(async ({ body }) => {
    try {
      await add.mutateAsync(body);
      form.reset({ body: '' });
    } catch (error) {
      showServerError(form, error, t);
    }
  });
  const items = comments.data?.items ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('comments.title', { card: card.title })}</DialogTitle>
      <DialogContent>
        <CardDetails card={card} />
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('comments.heading')}
        </Typography>
        {comments.isError ? (
          <StateMessage
            role="alert"
            title={t('comments.error')}
            onRetry={() => void comments.refetch()}
            retryLabel={t('states.retry')}
          />
        ) : !comments.data ? (
          <StateMessage role="status" title={t('comments.loading')} />
        ) : items.length === 0 ? (
          <Typography color="text.secondary">{t('comments.empty')}</Typography>
        ) : (
          <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {items.map((comment) => (
              <li key={comment.id}>
                <Typography variant="subtitle2" component="p">
                  {comment.authorName || t('comments.formerMember')}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {' · '}
                    {format.dateTime(comment.createdAt)}
                  </Typography>
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{comment.body}</Typography>
              </li>
            ))}
          </Stack>
        )}
        <Stack component="form" noValidate spacing={1} sx={{ mt: 3 }} onSubmit={onSubmit}>
          <OutlinedField
            {...fieldProps(form, 'body', t('comments.field'), t)}
            fullWidth
            multiline
            minRows={2}
          />
          {form.formState.errors.root?.server && (
            <Typography color="error" role="alert">
              {form.formState.errors.root.server.message}
            </Typography>
          )}
          <Button
            type="submit"
            variant="contained"
            loading={add.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('comments.send')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('archive.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
