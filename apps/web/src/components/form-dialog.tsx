import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEventHandler, type ReactNode, useId } from 'react';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  cancelLabel: string;
  isSubmitting: boolean;
  /** The server's refusal that names no field, translated (react-hook-form's `errors.root`). */
  error?: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  maxWidth?: 'sm' | 'md';
  /** A long form takes the whole screen of a phone. */
  fullScreenOnPhone?: boolean;
  /** The fields, one under another. */
  children: ReactNode;
}

/**
 * The frame of every form in a dialog: the title names the dialog, the form's fields under the
 * server's refusal, Cancel and the submit button (busy while saving). While the form is being
 * sent, the dialog stays open: Escape, the backdrop and Cancel do nothing.
 */
export function FormDialog(props: FormDialogProps) {
  const { title, submitLabel, cancelLabel, isSubmitting, error, onSubmit, onClose } = props;
  const { maxWidth = 'sm', fullScreenOnPhone = false, children } = props;
  const titleId = useId();
  const formId = `${titleId}-form`;
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreenOnPhone && isPhone}
      fullWidth
      maxWidth={maxWidth}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={3}
          onSubmit={onSubmit}
          sx={{ pt: 1 }}
        >
          {error && <Alert severity="error">{error}</Alert>}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={isSubmitting}>
          {cancelLabel}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
