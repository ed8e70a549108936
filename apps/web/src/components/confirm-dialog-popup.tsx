import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  isBusy?: boolean;
  /** A failure of the confirmed action, shown in the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** More to read or answer before confirming (below the text). */
  children?: ReactNode;
  /** False while the confirmation is not yet given (the confirm button is disabled). */
  canConfirm?: boolean;
}

/** The dialog of `ConfirmDialog` (`confirm-dialog.tsx`), in a chunk of its own. */
export function ConfirmDialogPopup(props: ConfirmDialogProps) {
  const { open, title, text, confirmLabel, cancelLabel, isBusy, error, onConfirm, onClose } = props;
  const { children, canConfirm = true } = props;
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {children}
        {error && (
          <DialogContentText role="alert" sx={{ mt: 2, color: 'error.main' }}>
            {error}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          loading={isBusy}
          disabled={!canConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
