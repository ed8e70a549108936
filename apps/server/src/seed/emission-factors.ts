import type { CabinClass, FlightMode, TravelMode } from '@keeling/contract';
import { sql } from 'drizzle-orm';
import type { DbAndCache } from '../db/client';
import { emissionFactors, flightFactors } from '../db/schema';

export const FACTOR_SOURCE =
  'UK Government GHG Conversion Factors for Company Reporting 2025 (DESNZ), Open Government Licence v3.0';
export const FACTOR_YEAR = 2025;

const WITH_RF =
  'Includes the radiative forcing uplift, which DESNZ recommends to capture the full climate impact of flying';
const PER_VEHICLE =
  'DESNZ gives this factor per vehicle-km; a trip counts it once per vehicle its passengers fill';

interface FactorSeed {
  mode: TravelMode;
  variant: string;
  kgCo2ePerPkm: number;
  unit: 'passenger.km' | 'vehicle.km';
  sourceId: string;
  notes?: string;
}

/**
 * The transport factors of the UK government's 2025 GHG conversion factors, copied unchanged
 * (kg CO2e per unit, the `source_id` is DESNZ's row ID). © Crown copyright, Department for
 * Energy Security and Net Zero, 2025, under the Open Government Licence v3.0.
 */
export const EMISSION_FACTORS: readonly FactorSeed[] = [
  {
    mode: 'car_petrol',
    variant: 'Average car, Petrol',
    kgCo2ePerPkm: 0.16272,
    unit: 'vehicle.km',
    sourceId: '25_301_3070_4_1',
    notes: PER_VEHICLE,
  },
  {
    mode: 'car_diesel',
    variant: 'Average car, Diesel',
    kgCo2ePerPkm: 0.17304,
    unit: 'vehicle.km',
    sourceId: '25_301_3069_4_1',
    notes: PER_VEHICLE,
  },
  {
    mode: 'car_hybrid',
    variant: 'Average car, Hybrid',
    kgCo2ePerPkm: 0.12825,
    unit: 'vehicle.km',
    sourceId: '25_301_3071_4_1',
    notes: PER_VEHICLE,
  },
  {
    mode: 'car_electric',
    variant: 'Average car, Battery Electric Vehicle',
    kgCo2ePerPkm: 0.04047,
    unit: 'vehicle.km',
    sourceId: '25_301_3076_4_1',
    notes: PER_VEHICLE,
  },
  {
    mode: 'motorbike',
    variant: 'Average',
    kgCo2ePerPkm: 0.11367,
    unit: 'vehicle.km',
    sourceId: '25_302_3080_4_1',
    notes: PER_VEHICLE,
  },
  {
    mode: 'taxi',
    variant: 'Regular taxi',
    kgCo2ePerPkm: 0.14861,
    unit: 'passenger.km',
    sourceId: '25_313_3141_11_1',
  },
  {
    mode: 'bus',
    variant: 'Average local bus',
    kgCo2ePerPkm: 0.10385,
    unit: 'passenger.km',
    sourceId: '25_314_3145_11_1',
  },
  {
    mode: 'coach',
    variant: 'Coach',
    kgCo2ePerPkm: 0.02776,
    unit: 'passenger.km',
    sourceId: '25_314_3146_11_1',
  },
  {
    mode: 'rail_national',
    variant: 'National rail',
    kgCo2ePerPkm: 0.03546,
    unit: 'passenger.km',
    sourceId: '25_315_3147_11_1',
  },
  {
    mode: 'rail_international',
    variant: 'International rail',
    kgCo2ePerPkm: 0.00446,
    unit: 'passenger.km',
    sourceId: '25_315_3148_11_1',
  },
  {
    mode: 'tram',
    variant: 'Light rail and tram',
    kgCo2ePerPkm: 0.0286,
    unit: 'passenger.km',
    sourceId: '25_315_3149_11_1',
  },
  {
    mode: 'underground',
    variant: 'London Underground',
    kgCo2ePerPkm: 0.0278,
    unit: 'passenger.km',
    sourceId: '25_315_3150_11_1',
  },
  {
    mode: 'ferry_foot',
    variant: 'Foot passenger',
    kgCo2ePerPkm: 0.01871,
    unit: 'passenger.km',
    sourceId: '23_318_3188_11_1',
  },
  {
    mode: 'ferry_car',
    variant: 'Car passenger',
    kgCo2ePerPkm: 0.12933,
    unit: 'passenger.km',
    sourceId: '23_318_3189_11_1',
  },
  {
    mode: 'flight_domestic',
    variant: 'Average passenger, With RF',
    kgCo2ePerPkm: 0.22928,
    unit: 'passenger.km',
    sourceId: '21_316_3160_11_1',
    notes: WITH_RF,
  },
  {
    mode: 'flight_short_haul',
    variant: 'Economy class, With RF',
    kgCo2ePerPkm: 0.12576,
    unit: 'passenger.km',
    sourceId: '21_316_3164_11_1',
    notes: WITH_RF,
  },
  {
    mode: 'flight_long_haul',
    variant: 'Economy class, With RF',
    kgCo2ePerPkm: 0.11704,
    unit: 'passenger.km',
    sourceId: '21_316_3170_11_1',
    notes: WITH_RF,
  },
];

interface FlightFactorSeed {
  mode: FlightMode;
  /** '' for a haul whose factor is for every passenger. */
  cabinClass: CabinClass | '';
  radiativeForcing: boolean;
  kgCo2ePerPkm: number;
  variant: string;
  sourceId: string;
}

/** A flight's factor with and without the radiative forcing uplift (DESNZ's two rows). */
const withAndWithoutRf = (
  mode: FlightMode,
  cabinClass: CabinClass | '',
  name: string,
  [withRf, withoutRf]: [number, number],
  [withId, withoutId]: [string, string],
): FlightFactorSeed[] => [
  {
    mode,
    cabinClass,
    radiativeForcing: true,
    kgCo2ePerPkm: withRf,
    variant: `${name}, With RF`,
    sourceId: withId,
  },
  {
    mode,
    cabinClass,
    radiativeForcing: false,
    kgCo2ePerPkm: withoutRf,
    variant: `${name}, Without RF`,
    sourceId: withoutId,
  },
];

/**
 * The flights' factors by cabin class, with and without the radiative forcing uplift, from the
 * same 2025 file (DESNZ distinguishes no class on a domestic flight, economy and business on a
 * short haul, four classes on a long haul).
 */
export const FLIGHT_FACTORS: readonly FlightFactorSeed[] = [
  ...withAndWithoutRf(
    'flight_domestic',
    '',
    'Average passenger',
    [0.22928, 0.13552],
    ['21_316_3160_11_1', '21_316_3161_11_1'],
  ),
  ...withAndWithoutRf(
    'flight_short_haul',
    'economy',
    'Economy class',
    [0.12576, 0.07435],
    ['21_316_3164_11_1', '21_316_3165_11_1'],
  ),
  ...withAndWithoutRf(
    'flight_short_haul',
    'business',
    'Business class',
    [0.18863, 0.11152],
    ['21_316_3166_11_1', '21_316_3167_11_1'],
  ),
  ...withAndWithoutRf(
    'flight_long_haul',
    'economy',
    'Economy class',
    [0.11704, 0.06926],
    ['21_316_3170_11_1', '21_316_3171_11_1'],
  ),
  ...withAndWithoutRf(
    'flight_long_haul',
    'premium_economy',
    'Premium economy class',
    [0.18726, 0.11081],
    ['21_316_3172_11_1', '21_316_3173_11_1'],
  ),
  ...withAndWithoutRf(
    'flight_long_haul',
    'business',
    'Business class',
    [0.3394, 0.20083],
    ['21_316_3174_11_1', '21_316_3175_11_1'],
  ),
  ...withAndWithoutRf(
    'flight_long_haul',
    'first',
    'First class',
    [0.46814, 0.27701],
    ['21_316_3176_11_1', '21_316_3177_11_1'],
  ),
];

/**
 * Writes the factors above (insert or update by mode). Reference data, not demo data: it runs
 * on every start (seed/index.ts), so a database seeded before a factor changed catches up.
 */
export async function syncEmissionFactors({ db, cache }: DbAndCache): Promise<void> {
  const rows = EMISSION_FACTORS.map((f) => ({
    ...f,
    notes: f.notes ?? '',
    source: FACTOR_SOURCE,
    year: FACTOR_YEAR,
  }));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(emissionFactors)
    .values(rows)
    .onConflictDoUpdate({
      target: emissionFactors.mode,
      set: {
        variant: excluded('variant'),
        kgCo2ePerPkm: excluded('kg_co2e_per_pkm'),
        unit: excluded('unit'),
        source: excluded('source'),
        sourceId: excluded('source_id'),
        year: excluded('year'),
        notes: excluded('notes'),
        updatedAt: sql`now()`,
      },
    });
  await db
    .insert(flightFactors)
    .values([...FLIGHT_FACTORS])
    .onConflictDoUpdate({
      target: [flightFactors.mode, flightFactors.cabinClass, flightFactors.radiativeForcing],
      set: {
        kgCo2ePerPkm: excluded('kg_co2e_per_pkm'),
        variant: excluded('variant'),
        sourceId: excluded('source_id'),
      },
    });
  await cache.invalidate('emission_factors');
}
