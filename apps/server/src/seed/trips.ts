import { type TripBodyInput, tripBodySchema } from '@keeling/contract';
import type { DbAndCache } from '../db/client';
import { createTravelService } from '../modules/travel/service';

const trip = (
  title: string,
  [origin, destination]: [string, string],
  distanceKm: number,
  mode: TripBodyInput['mode'],
  passengers: number,
  [startDate, endDate]: [string, string],
  [price, priceSale]: [number | null, number | null],
  extra: Partial<TripBodyInput> = {},
): TripBodyInput => ({
  title,
  origin,
  destination,
  distanceKm,
  mode,
  passengers,
  startDate,
  endDate,
  price,
  priceSale,
  ...extra,
});

/** Plausible team trips: real city pairs, distances by the route each mode takes. */
export const DEMO_TRIPS: TripBodyInput[] = [
  trip(
    'Ocean carbon workshop',
    ['London', 'Paris'],
    492,
    'rail_international',
    3,
    ['2025-03-10', '2025-03-12'],
    [780, 690],
    {
      services: ['Audio guide', 'Lunch'],
      guides: ['Camille Durand'],
      bookers: ['Demo Admin'],
      rating: 4.5,
    },
  ),
  trip(
    'Field visit to the Forth estuary',
    ['London', 'Edinburgh'],
    632,
    'rail_national',
    2,
    ['2025-04-02', '2025-04-04'],
    [420, null],
    {
      services: ['Professional guide', 'Pick-up and drop off'],
      guides: ['Fiona MacLeod'],
      rating: 4.8,
    },
  ),
  trip(
    'Carbon budget conference',
    ['Paris', 'Berlin'],
    878,
    'flight_short_haul',
    2,
    ['2025-05-19', '2025-05-21'],
    [610, 540],
    {
      services: ['Entrance fees'],
      bookers: ['Demo Admin'],
      rating: 4.1,
    },
  ),
  trip(
    'Mauna Loa observatory partners meeting',
    ['London', 'New York'],
    5570,
    'flight_long_haul',
    1,
    ['2025-06-09', '2025-06-13'],
    [1250, null],
    {
      services: ['Food and drinks', 'Special activities'],
      guides: ['Dana Whitfield'],
      rating: 4.6,
    },
  ),
  trip(
    'Regional data sprint',
    ['Manchester', 'London'],
    335,
    'coach',
    6,
    ['2025-07-01', '2025-07-02'],
    [240, 210],
    {
      bookers: ['Demo Admin'],
      rating: 3.9,
    },
  ),
  trip(
    'Peatland survey',
    ['Glasgow', 'Edinburgh'],
    76,
    'car_petrol',
    1,
    ['2025-07-15', '2025-07-15'],
    [null, null],
  ),
  trip(
    'Channel crossing for the coastal study',
    ['Dover', 'Calais'],
    42,
    'ferry_foot',
    4,
    ['2025-08-05', '2025-08-06'],
    [160, null],
    {
      services: ['Gratuities'],
      rating: 4.0,
    },
  ),
  trip(
    'Benelux emissions inventory review',
    ['Amsterdam', 'Brussels'],
    211,
    'rail_international',
    2,
    ['2025-09-08', '2025-09-09'],
    [190, 170],
    {
      guides: ['Pieter de Vries'],
      rating: 4.3,
    },
  ),
  trip(
    'Scottish stakeholders briefing',
    ['London', 'Glasgow'],
    555,
    'flight_domestic',
    2,
    ['2025-10-14', '2025-10-15'],
    [380, 320],
    {
      bookers: ['Demo Admin'],
      rating: 3.5,
    },
  ),
  trip(
    'University collaboration day',
    ['Oxford', 'Cambridge'],
    135,
    'car_electric',
    1,
    ['2025-11-03', '2025-11-03'],
    [null, null],
    {
      rating: 4.7,
    },
  ),
  trip(
    'Alpine glacier monitoring',
    ['Berlin', 'Munich'],
    585,
    'car_hybrid',
    3,
    ['2026-01-20', '2026-01-23'],
    [540, 495],
    {
      services: ['Professional guide', 'Transport by air-conditioned'],
      guides: ['Lena Huber'],
      rating: 4.9,
    },
  ),
  trip(
    'Mediterranean sea-level workshop',
    ['Madrid', 'Barcelona'],
    483,
    'flight_domestic',
    2,
    ['2026-02-16', '2026-02-18'],
    [330, null],
    {
      services: ['Lunch', 'Entrance fees'],
      bookers: ['Demo Admin'],
      rating: 4.2,
    },
  ),
];

/** The demo trips, created through the travel service (the factors must be synced first). */
export async function seedTrips(data: DbAndCache, createdBy: string): Promise<void> {
  const travel = createTravelService(data);
  // through the API's body schema: a field the demo trips leave out takes its default, as for a client
  for (const values of DEMO_TRIPS) await travel.create(tripBodySchema.parse(values), createdBy);
}
