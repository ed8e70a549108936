import type { Trip, TripFormValues } from '@keeling/contract';
import type { DefaultValues } from 'react-hook-form';

/** A number field's text as the form keeps it: empty is absent (required fields then fail). */
export const numberOrUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** An optional number field's text: empty is null (price, sale price, rating). */
export const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** A trip's editable fields, or a new trip's (today, one passenger, by train). */
export function tripFormValues(trip: Trip | null, today: string): DefaultValues<TripFormValues> {
  if (!trip) {
    return {
      title: '',
      origin: '',
      destination: '',
      mode: 'rail_national',
      passengers: 1,
      cabinClass: null,
      radiativeForcing: true,
      startDate: today,
      endDate: today,
      price: null,
      priceSale: null,
      services: [],
      guides: [],
      bookers: [],
      rating: null,
    };
  }
  const { title, origin, destination, distanceKm, mode, passengers, startDate, endDate } = trip;
  const { cabinClass, radiativeForcing } = trip;
  const { price, priceSale, services, guides, bookers, rating } = trip;
  return {
    title,
    origin,
    destination,
    distanceKm,
    mode,
    passengers,
    cabinClass,
    radiativeForcing,
    startDate: startDate.slice(0, 10),
    endDate: endDate.slice(0, 10),
    price,
    priceSale,
    services,
    guides,
    bookers,
    rating,
  };
}
