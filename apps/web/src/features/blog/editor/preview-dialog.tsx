import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../../locales/use-translation';
import { ArticleBody } from '../components/article-body';
import { ArticleCover } from '../components/article-cover';
import type { ArticleFormValues } from './form-schema';

interface PreviewDialogProps {
  open: boolean;
  values: ArticleFormValues;
  onClose: () => void;
}

/**
 * The article as readers will see it. The HTML comes from this editor (Tiptap's schema only
 * produces the allowed tags); the server sanitises it again on save.
 */
export function PreviewDialog({ open, values, onClose }: PreviewDialogProps) {
  const { t } = useTranslation('blog');
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id={titleId}>{t('editor.preview')}</DialogTitle>
      <DialogContent dividers>
        <ArticleCover src={values.coverUrl} ratio="21 / 9" sx={{ borderRadius: 2, mb: 3 }} />
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          {values.title}
        </Typography>
        {values.description && (
          <Typography variant="subtitle1" component="p" sx={{ mb: 3, color: 'text.secondary' }}>
            {values.description}
          </Typography>
        )}
        <Box>
          <ArticleBody html={values.content} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('editor.closePreview')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
