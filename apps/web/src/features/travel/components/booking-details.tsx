import type { TripFormValues } from '@keeling/contract';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../locales/use-translation';
import { ExpandIcon } from './travel-icons';
import { TripExtraFields } from './trip-extra-fields';

interface BookingDetailsProps {
  form: UseFormReturn<TripFormValues>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Price, sale price, rating, services, guides and bookers: optional and unrelated to the
 * footprint, so folded below the fields it needs (issue 30, item 9). The fields stay mounted
 * while folded, so the form keeps their values.
 */
export function BookingDetails({ form, open, onOpenChange }: BookingDetailsProps) {
  const { t } = useTranslation('travel');
  const id = useId();
  return (
    <Accordion
      expanded={open}
      onChange={(_, expanded) => onOpenChange(expanded)}
      variant="outlined"
      disableGutters
      sx={{ mt: 3, '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandIcon />}
        id={`${id}-summary`}
        aria-controls={id}
        sx={{ '& .MuiAccordionSummary-content': { gap: 1, flexWrap: 'wrap' } }}
      >
        <Typography sx={{ fontWeight: 600 }}>{t('form.booking')}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('form.bookingOptional')}</Typography>
      </AccordionSummary>
      <AccordionDetails id={id}>
        <TripExtraFields form={form} />
      </AccordionDetails>
    </Accordion>
  );
}

/** The fields of the booking details: an error on one of them opens the section. */
export const BOOKING_FIELDS = [
  'price',
  'priceSale',
  'rating',
  'services',
  'guides',
  'bookers',
] as const satisfies readonly (keyof TripFormValues)[];

/** Whether a trip has any booking detail (its form then opens with them shown). */
export const hasBookingDetails = (values: DefaultValues<TripFormValues>) =>
  BOOKING_FIELDS.some((name) => {
    const value = values[name];
    return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined;
  });
