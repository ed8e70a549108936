import type { Dataset } from '@keeling/contract';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { CloseIcon } from '../../../components/icons/action-icons';
import { useTranslation } from '../../../locales/use-translation';
import { ImportSource } from './import-source';
import { InspectionForm } from './inspection-form';
import { useImportFlow } from './use-import-flow';

interface ImportDialogProps {
  onClose: () => void;
  onCreated: (dataset: Dataset) => void;
}

/** Import a CSV: choose the file or address, correct what was inferred, save. */
export function ImportDialog({ onClose, onCreated }: ImportDialogProps) {
  const { t } = useTranslation('data');
  const titleId = useId();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const flow = useImportFlow(onCreated);
  const { inspection } = flow;
  const isBusy = flow.isInspecting || flow.isSaving;

  return (
    <Dialog
      open
      onClose={isBusy ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      fullWidth
      maxWidth={inspection ? 'lg' : 'sm'}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {inspection ? t('import.inspectTitle') : t('import.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('import.close')}
        onClick={onClose}
        disabled={isBusy}
        sx={{ position: 'absolute', top: 12, right: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {inspection ? (
          <InspectionForm key={inspection.stagingId} flow={{ ...flow, inspection }} />
        ) : (
          <ImportSource flow={flow} />
        )}
      </DialogContent>
    </Dialog>
  );
}
