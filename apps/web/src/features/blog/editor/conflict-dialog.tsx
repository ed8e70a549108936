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
import type { Conflict } from './use-save-article';

/** The body's text, shortened, to compare two versions at a glance. */
export function textPreview(html: string, length = 280): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > length ? `${clean.slice(0, length)}…` : clean;
}

function Version({ heading, title, html }: { heading: string; title: string; html: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: 1 }} component="section" aria-label={heading}>
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        {heading}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {textPreview(html)}
      </Typography>
    </Paper>
  );
}

interface ConflictDialogProps {
  conflict: Conflict | null;
  isSaving: boolean;
  onKeepMine: () => void;
  onUseTheirs: () => void;
}

/** 409 on save: both versions side by side; keep mine (save over theirs) or use theirs. */
export function ConflictDialog({
  conflict,
  isSaving,
  onKeepMine,
  onUseTheirs,
}: ConflictDialogProps) {
  const { t } = useTranslation('blog');
  const titleId = useId();
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
              <Version
                heading={t('editor.conflict.mine')}
                title={conflict.mine.title}
                html={conflict.mine.content}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Version
                heading={t('editor.conflict.theirs')}
                title={conflict.theirs.title}
                html={conflict.theirs.content}
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
