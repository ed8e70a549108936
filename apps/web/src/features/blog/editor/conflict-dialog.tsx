import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../../locales/use-translation';
import { type ArticleField, conflictFields } from './conflict-fields';
import { type ArticleFormValues, formValuesOf } from './form-schema';
import type { Conflict } from './use-save-article';

/** The body's text, shortened, to compare two versions at a glance. */
export function textPreview(html: string, length = 280): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > length ? `${clean.slice(0, length)}…` : clean;
}

/** One version's value of a field, as text (or the cover itself). */
function FieldValue({ field, values }: { field: ArticleField; values: ArticleFormValues }) {
  const { t } = useTranslation('blog');
  const none = (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      —
    </Box>
  );
  switch (field) {
    case 'content':
      return <>{textPreview(values.content) || none}</>;
    case 'coverUrl':
      return values.coverUrl ? (
        <Box
          component="img"
          src={values.coverUrl}
          alt={t('editor.fields.cover')}
          sx={{
            display: 'block',
            width: 1,
            maxWidth: 200,
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: 1,
          }}
        />
      ) : (
        none
      );
    case 'status':
      return <>{t(`management.status.${values.status}`)}</>;
    case 'tags':
    case 'metaKeywords':
      return <>{values[field].length ? values[field].join(', ') : none}</>;
    default:
      return <>{values[field] || none}</>;
  }
}

const LABELS: Record<ArticleField, string> = {
  title: 'editor.fields.title',
  slug: 'editor.fields.slug',
  description: 'editor.fields.description',
  content: 'editor.fields.content',
  coverUrl: 'editor.fields.cover',
  tags: 'editor.fields.tags',
  status: 'management.columns.status',
  metaTitle: 'editor.fields.metaTitle',
  metaDescription: 'editor.fields.metaDescription',
  metaKeywords: 'editor.fields.metaKeywords',
};

interface VersionProps {
  heading: string;
  values: ArticleFormValues;
  fields: ArticleField[];
}

/** One side of the comparison: each field that differs, with its label. */
function Version({ heading, values, fields }: VersionProps) {
  const { t } = useTranslation('blog');
  return (
    <Paper variant="outlined" sx={{ p: 2, height: 1 }} component="section" aria-label={heading}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
        {heading}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {fields.map((field) => (
          <div key={field}>
            <Typography component="dt" variant="subtitle2">
              {t(LABELS[field])}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, overflowWrap: 'anywhere', color: 'text.secondary' }}
            >
              <FieldValue field={field} values={values} />
            </Typography>
          </div>
        ))}
      </Box>
    </Paper>
  );
}

interface ConflictDialogProps {
  conflict: Conflict | null;
  isSaving: boolean;
  onKeepMine: () => void;
  onUseTheirs: () => void;
}

/**
 * 409 on save: both versions side by side, every field that differs (title, description, content,
 * tags, cover, status, meta fields); keep mine (save over theirs) or use theirs.
 */
export function ConflictDialog({
  conflict,
  isSaving,
  onKeepMine,
  onUseTheirs,
}: ConflictDialogProps) {
  const { t } = useTranslation('blog');
  const titleId = useId();
  // every field that differs (the title always, to name the article)
  const fields = conflict ? conflictFields(conflict.mine, conflict.theirs) : [];
  if (conflict && !fields.includes('title')) fields.unshift('title');
  return (
    <Dialog open={Boolean(conflict)} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('editor.conflict.title')}</DialogTitle>
      {conflict && (
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('editor.conflict.text', { version: conflict.theirs.version })}
          </DialogContentText>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Version heading={t('editor.conflict.mine')} values={conflict.mine} fields={fields} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Version
                heading={t('editor.conflict.theirs')}
                values={formValuesOf(conflict.theirs)}
                fields={fields}
              />
            </Grid>
          </Grid>
        </DialogContent>
      )}
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onUseTheirs} disabled={isSaving}>
          {t('editor.conflict.useTheirs')}
        </Button>
        <Button variant="contained" onClick={onKeepMine} loading={isSaving}>
          {t('editor.conflict.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
