import type { EmissionFactor } from '@keeling/contract';

/** The unit of a factor given per vehicle-km (cars, motorbikes), as DESNZ and the API write it. */
const PER_VEHICLE_UNIT = 'vehicle.km';
/** DESNZ's wording of a flight factor that includes the radiative forcing uplift. */
const WITH_RF = /\bWith RF\b/;

/**
 * The notes of a factor as `sources.notes.*` keys, read from what the factor is (its unit, the
 * source's wording of its row), so that they are said in the page's language; the API's English
 * notes only for a note these do not cover.
 */
export function factorNotes(factor: Pick<EmissionFactor, 'unit' | 'variant' | 'notes'>): {
  keys: string[];
  untranslated: string;
} {
  const keys = [
    ...(factor.unit === PER_VEHICLE_UNIT ? ['sources.notes.perVehicle'] : []),
    ...(WITH_RF.test(factor.variant) ? ['sources.notes.withRf'] : []),
  ];
  return { keys, untranslated: keys.length === 0 ? factor.notes : '' };
}
