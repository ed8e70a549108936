import type { EmissionFactor, ModeFootprint, TravelMode } from '@keeling/contract';

/** Kilograms kept to the milligram: enough for any display, free of float noise. */
export const roundKg = (kg: number) => Math.round(kg * 1e6) / 1e6;

/** A trip's CO2e: distance × passengers × the mode's factor (kg CO2e per passenger-km). */
export function co2eKg(distanceKm: number, passengers: number, factor: number): number {
  return roundKg(distanceKm * passengers * factor);
}

/** The same distance and passengers with every mode, in the factors' order. */
export function compareModes(
  distanceKm: number,
  passengers: number,
  factors: readonly Pick<EmissionFactor, 'mode' | 'kgCo2ePerPkm'>[],
): ModeFootprint[] {
  return factors.map((f) => ({
    mode: f.mode as TravelMode,
    co2eKg: co2eKg(distanceKm, passengers, f.kgCo2ePerPkm),
  }));
}
