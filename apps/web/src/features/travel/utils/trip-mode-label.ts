import { isFlight, type Trip } from '@keeling/contract';
import type { TFunction } from '../../../locales/translate';

/** A trip's mode as the comparison names it: a flight with its cabin class and radiative forcing. */
export function tripModeLabel(
  trip: Pick<Trip, 'mode' | 'cabinClass' | 'radiativeForcing'>,
  t: TFunction,
): string {
  const mode = t(`modes.${trip.mode}`);
  if (!isFlight(trip.mode)) return mode;
  const rf = t(trip.radiativeForcing ? 'rf.with' : 'rf.without');
  return trip.cabinClass
    ? t('comparison.flightWithCabin', { mode, cabin: t(`cabins.${trip.cabinClass}`), rf })
    : t('comparison.flight', { mode, rf });
}
