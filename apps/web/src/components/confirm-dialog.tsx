import { lazy } from 'react';
import { retryImport } from '../lib/retry-import';
import type { ConfirmDialogProps } from './confirm-dialog-popup';
import { LoadOnOpen } from './load-on-open';

const ConfirmDialogPopup = lazy(() =>
  retryImport(() => import('./confirm-dialog-popup')).then((module) => ({
    default: module.ConfirmDialogPopup,
  })),
);

/**
 * Asks before a destructive action; the confirm button is red and the dialog is labelled. The
 * dialog loads when it first opens (no page needs it before a click).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <LoadOnOpen open={props.open}>
      <ConfirmDialogPopup {...props} />
    </LoadOnOpen>
  );
}
