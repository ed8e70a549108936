import type { Article } from '@keeling/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNotice } from '../../../components/use-notice';
import { errorMessage } from '../../../lib/error-message';
import { useUploadImage } from '../../../lib/upload-image';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { ConflictDialog } from './conflict-dialog';
import { DetailsCard } from './details-card';
import {
  type ArticleFormValues,
  articleFormResolver,
  EMPTY_ARTICLE,
  formValuesOf,
} from './form-schema';
import { LeaveDialog } from './leave-dialog';
import { PreviewDialog } from './preview-dialog';
import { PropertiesCard } from './properties-card';
import { RevisionsPanel } from './revisions-panel';
import { useAutosave } from './use-autosave';
import { useJournal } from './use-journal';
import { useLeaveGuard } from './use-leave-guard';
import { type EditorBase, useSaveArticle } from './use-save-article';

interface ArticleFormProps {
  article: Article | undefined;
  onCreated: (id: string) => void;
}

/** The create/edit form: autosaved drafts, a local journal, conflicts and revisions. */
export function ArticleForm({ article, onCreated }: ArticleFormProps) {
  const { t } = useTranslation('blog');
  const format = useLocaleFormat();
  const { notify, element: notice } = useNotice();
  const form = useForm<ArticleFormValues>({
    resolver: articleFormResolver,
    defaultValues: article ? formValuesOf(article) : EMPTY_ARTICLE,
  });
  const base = useRef<EditorBase>({ id: article?.id, version: article?.version });
  const [isPreviewOpen, setPreviewOpen] = useState(false);
  const journal = useJournal(form, base);
  const saver = useSaveArticle(form, base, journal.clear, notify, onCreated);
  useAutosave(form, saver.save, saver.isSaving || Boolean(saver.conflict));
  const blocker = useLeaveGuard(form.formState.isDirty);
  const upload = useUploadImage();

  const uploadImage = upload.mutateAsync;
  // stable, so that the memoised details card does not re-render with the form
  const onUpload = useCallback(
    async (file: File) => {
      try {
        return await uploadImage(file);
      } catch (error) {
        notify(errorMessage(t, error), true);
        return null;
      }
    },
    [uploadImage, notify, t],
  );
  const onRestored = (restored: Article) => {
    journal.clear();
    base.current = { id: restored.id, version: restored.version };
    form.reset(formValuesOf(restored));
  };

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => saver.save(values))}>
      {journal.isRestored && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          onClose={journal.dismiss}
          action={
            <Button color="inherit" size="small" onClick={journal.discard}>
              {t('editor.discardRestored')}
            </Button>
          }
        >
          {t('editor.restored')}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <DetailsCard
            form={form}
            isSlugLocked={Boolean(article)}
            isUploading={upload.isPending}
            onUpload={onUpload}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <PropertiesCard form={form} />
            {base.current.id && (
              <RevisionsPanel
                articleId={base.current.id}
                version={base.current.version}
                onRestored={onRestored}
                notify={notify}
              />
            )}
          </Stack>
        </Grid>
      </Grid>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mt: 3, alignItems: 'center', justifyContent: 'flex-end' }}
      >
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', flexGrow: 1 }}
          aria-live="polite"
        >
          {form.formState.isDirty
            ? t('editor.unsaved')
            : saver.lastAutosave &&
              t('editor.autosaved', { time: format.dateTime(saver.lastAutosave) })}
        </Typography>
        <Button
          variant="outlined"
          color="inherit"
          size="large"
          onClick={() => setPreviewOpen(true)}
        >
          {t('editor.preview')}
        </Button>
        <Button type="submit" variant="contained" size="large" loading={saver.isSaving}>
          {t('editor.save')}
        </Button>
      </Stack>
      <PreviewDialog
        open={isPreviewOpen}
        values={form.getValues()}
        onClose={() => setPreviewOpen(false)}
      />
      <ConflictDialog
        conflict={saver.conflict}
        isSaving={saver.isSaving}
        onKeepMine={saver.keepMine}
        onUseTheirs={saver.useTheirs}
      />
      <LeaveDialog blocker={blocker} />
      {notice}
    </form>
  );
}
