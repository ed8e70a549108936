import type { TravelMode, Trip } from '@keeling/contract';

export interface ModeBar {
  mode: TravelMode;
  /** The trip's distance and passengers by this mode, kg CO2e (the API's arithmetic). */
  co2eKg: number;
  /** The trip's own mode. */
  isOwn: boolean;
  /** This mode's footprint against the trip's own: below 1 emits less. */
  ratio: number;
}

/**
 * The same trip by every mode, lowest footprint first (equal ones in the API's order), for the
 * comparison chart and its table.
 */
export function modeComparison(trip: Pick<Trip, 'mode' | 'co2eKg' | 'comparison'>): ModeBar[] {
  return trip.comparison
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.co2eKg - b.co2eKg || a.index - b.index)
    .map(({ mode, co2eKg }) => ({
      mode,
      co2eKg,
      isOwn: mode === trip.mode,
      ratio: trip.co2eKg > 0 ? co2eKg / trip.co2eKg : 0,
    }));
}
