import { type Trip, type TripFormValues, tripFormSchema } from '@keeling/contract';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { contractResolver } from '../../../lib/contract-resolver';
import { showServerError } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';
import { useSaveTrip } from '../api/save-trip';
import { tripFormValues } from '../utils/trip-form-values';
import { BOOKING_FIELDS, BookingDetails, hasBookingDetails } from './booking-details';
import { TripMainFields } from './trip-main-fields';

const resolver = contractResolver(tripFormSchema);
const today = () => new Date().toISOString().slice(0, 10);

interface TripFormDialogProps {
  /** The trip to edit; null for a new one. */
  trip: Trip | null;
  onClose: () => void;
  onSaved: (trip: Trip) => void;
}

/** Record or edit a trip, validated by the contract's trip schema before it is sent. */
export function TripFormDialog({ trip, onClose, onSaved }: TripFormDialogProps) {
  const { t } = useTranslation('travel');
  const save = useSaveTrip();
  const defaultValues = tripFormValues(trip, today());
  const form = useForm<TripFormValues>({ resolver, defaultValues });
  const { errors, isSubmitting } = form.formState;
  // folded for a new trip; open when the trip has booking details, or one of them is refused
  const [bookingOpen, setBookingOpen] = useState(() => hasBookingDetails(defaultValues));
  const openOnError = (fieldErrors: FieldErrors<TripFormValues>) => {
    if (BOOKING_FIELDS.some((name) => fieldErrors[name])) setBookingOpen(true);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync({ id: trip?.id, values }));
    } catch (error) {
      showServerError(form, error, t);
      openOnError(form.formState.errors);
    }
  }, openOnError);

  return (
    <FormDialog
      title={trip ? t('form.editTitle') : t('form.newTitle')}
      submitLabel={trip ? t('form.save') : t('form.create')}
      cancelLabel={t('form.cancel')}
      isSubmitting={isSubmitting}
      error={errors.root?.server?.message}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      <TripMainFields form={form} />
      <BookingDetails form={form} open={bookingOpen} onOpenChange={setBookingOpen} />
    </FormDialog>
  );
}
