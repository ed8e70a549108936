import { type Trip, type TripFormValues, tripFormSchema } from '@keeling/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../../lib/contract-resolver';
import { showServerError } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';
import { useSaveTrip } from '../api/save-trip';
import { tripFormValues } from '../utils/trip-form-values';
import { TripExtraFields } from './trip-extra-fields';
import { TripMainFields } from './trip-main-fields';

const resolver = contractResolver(tripFormSchema);
const today = () => new Date().toISOString().slice(0, 10);

interface TripFormDialogProps {
  /** The trip to edit; null for a new one. */
  trip: Trip | null;
  onClose: () => void;
  onSaved: (trip: Trip) => void;
}

/** Create or edit a trip (editor+), validated by the contract's trip schema before it is sent. */
export function TripFormDialog({ trip, onClose, onSaved }: TripFormDialogProps) {
  const { t } = useTranslation('travel');
  const titleId = useId();
  const save = useSaveTrip();
  const form = useForm<TripFormValues>({ resolver, defaultValues: tripFormValues(trip, today()) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync({ id: trip?.id, values }));
    } catch (error) {
      showServerError(form, error, t);
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{trip ? t('form.editTitle') : t('form.newTitle')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={3}
          onSubmit={onSubmit}
          sx={{ pt: 1 }}
        >
          {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
          <TripMainFields form={form} />
          <TripExtraFields form={form} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={isSubmitting}>
          {trip ? t('form.save') : t('form.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
