import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from '../../../locales/use-translation';

interface UserDialogProps {
  title: string;
  submitLabel: string;
  isSubmitting: boolean;
  /** The server's refusal that names no field (e.g. the last admin), translated. */
  error?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of the create and edit dialogs: a labelled form with Cancel and its submit. */
export function UserDialog(props: UserDialogProps) {
  const { title, submitLabel, isSubmitting, error, onSubmit, onClose, children } = props;
  const { t } = useTranslation('users');
  const titleId = useId();
  const formId = `${titleId}-form`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <form id={formId} noValidate onSubmit={onSubmit}>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {children}
          </Grid>
        </form>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
