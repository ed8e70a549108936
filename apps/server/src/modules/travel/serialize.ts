import { type EmissionFactor, TRAVEL_MODES, type TravelMode, type Trip } from '@keeling/contract';
import type { EmissionFactorRow, FlightFactorRow } from '../../db/schema';
import { co2eKg, compareModes, factorValue } from './footprint';
import type { TripWithAuthor } from './repository';

/** Factors in the contract's mode order (the comparison chart's order). */
export function toFactors(
  rows: EmissionFactorRow[],
  flightRows: FlightFactorRow[],
): EmissionFactor[] {
  const order = (mode: string) => TRAVEL_MODES.indexOf(mode as TravelMode);
  return [...rows]
    .sort((a, b) => order(a.mode) - order(b.mode))
    .map((row) => ({
      mode: row.mode,
      variant: row.variant,
      kgCo2ePerPkm: row.kgCo2ePerPkm,
      unit: row.unit,
      source: row.source,
      sourceId: row.sourceId,
      year: row.year,
      notes: row.notes,
      flights: flightRows
        .filter((flight) => flight.mode === row.mode)
        .map((flight) => ({
          cabinClass: flight.cabinClass || null,
          radiativeForcing: flight.radiativeForcing,
          kgCo2ePerPkm: flight.kgCo2ePerPkm,
          variant: flight.variant,
          sourceId: flight.sourceId,
        })),
    }));
}

/** The API view of a trip, with its footprint and the same trip by every other mode. */
export function toTrip({ trip, author }: TripWithAuthor, factors: EmissionFactor[]): Trip {
  const factor = factors.find((f) => f.mode === trip.mode);
  const choice = { cabinClass: trip.cabinClass, radiativeForcing: trip.radiativeForcing };
  const displayName = author
    ? author.displayName || `${author.firstName} ${author.lastName}`.trim() || author.email
    : '';
  return {
    id: trip.id,
    title: trip.title,
    origin: trip.origin,
    destination: trip.destination,
    distanceKm: trip.distanceKm,
    mode: trip.mode,
    passengers: trip.passengers,
    cabinClass: trip.cabinClass,
    radiativeForcing: trip.radiativeForcing,
    startDate: trip.startDate,
    endDate: trip.endDate,
    price: trip.price,
    priceSale: trip.priceSale,
    services: trip.services,
    guides: trip.guides,
    bookers: trip.bookers,
    rating: trip.rating,
    factor: factor ? factorValue(factor, choice) : 0,
    co2eKg: factor ? co2eKg(trip.distanceKm, trip.passengers, factor, choice) : 0,
    comparison: compareModes(trip.distanceKm, trip.passengers, factors, trip.mode, choice),
    createdBy: author ? { id: author.id, displayName } : null,
    createdAt: trip.createdAt.toISOString(),
    updatedAt: trip.updatedAt.toISOString(),
  };
}
