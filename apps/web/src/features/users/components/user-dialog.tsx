import Grid from '@mui/material/Grid';
import { FormDialog, type FormDialogProps } from '../../../components/form-dialog';
import { useTranslation } from '../../../locales/use-translation';

/** The frame of the create and edit dialogs: the app's form dialog, its fields on a grid. */
export function UserDialog({ children, ...props }: Omit<FormDialogProps, 'cancelLabel'>) {
  const { t } = useTranslation('users');
  return (
    <FormDialog {...props} cancelLabel={t('form.cancel')}>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </FormDialog>
  );
}
