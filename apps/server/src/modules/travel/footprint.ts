import {
  type CabinClass,
  cabinOf,
  type EmissionFactor,
  isPlausibleMode,
  type ModeFootprint,
  type TravelMode,
  vehicleSeats,
} from '@keeling/contract';

/** Kilograms kept to the milligram: enough for any display, free of float noise. */
export const roundKg = (kg: number) => Math.round(kg * 1e6) / 1e6;

/** The unit of a factor given per vehicle-km (the others are per passenger-km). */
export const PER_VEHICLE_UNIT = 'vehicle.km';

type Factor = Pick<EmissionFactor, 'mode' | 'kgCo2ePerPkm' | 'unit' | 'flights'>;

/** What a trip chose of a flight: its cabin class and whether it counts radiative forcing. */
export interface FlightChoice {
  cabinClass: CabinClass | null;
  radiativeForcing: boolean;
}

/**
 * The factor a trip by this factor's mode counts: a flight's for the cabin class the mode offers
 * (cabinOf) and the radiative forcing chosen, else the mode's own.
 */
export function factorValue(factor: Factor, choice: FlightChoice): number {
  const cabin = cabinOf(factor.mode as TravelMode, choice.cabinClass);
  const flight = factor.flights.find(
    (f) => f.cabinClass === cabin && f.radiativeForcing === choice.radiativeForcing,
  );
  return flight?.kgCo2ePerPkm ?? factor.kgCo2ePerPkm;
}

/**
 * How many times a trip counts its mode's factor per km: once per passenger for a per
 * passenger-km factor, once per vehicle the party fills for a per vehicle-km one (cars, motorbikes).
 */
export function factorCount(passengers: number, mode: TravelMode, unit: string): number {
  return unit === PER_VEHICLE_UNIT ? Math.ceil(passengers / vehicleSeats(mode)) : passengers;
}

/** A trip's CO2e in kg: distance × the factor's count (passengers or vehicles) × the factor. */
export function co2eKg(
  distanceKm: number,
  passengers: number,
  factor: Factor,
  choice: FlightChoice,
): number {
  return roundKg(
    distanceKm *
      factorCount(passengers, factor.mode as TravelMode, factor.unit) *
      factorValue(factor, choice),
  );
}

/**
 * The same distance and passengers by every mode plausible for the distance (the contract's
 * MODE_DISTANCE_KM: no underground from London to New York) and by `ownMode`, in the factors'
 * order; other flights in the trip's cabin class where they have it, and its radiative forcing.
 */
export function compareModes(
  distanceKm: number,
  passengers: number,
  factors: readonly Factor[],
  ownMode: TravelMode,
  choice: FlightChoice,
): ModeFootprint[] {
  const compared = factors.filter(
    (f) => f.mode === ownMode || isPlausibleMode(f.mode as TravelMode, distanceKm),
  );
  return compared.map((f) => ({
    mode: f.mode as TravelMode,
    co2eKg: co2eKg(distanceKm, passengers, f, choice),
  }));
}
