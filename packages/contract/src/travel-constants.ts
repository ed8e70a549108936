// Zod-free: the travel screens import these through `@keeling/contract/constants`.

/**
 * Every transport mode a trip can take, one per seeded emission factor (the UK government's
 * conversion factors: see the server's seed). Labels are the web app's to translate.
 */
export const TRAVEL_MODES = [
  'car_petrol',
  'car_diesel',
  'car_hybrid',
  'car_electric',
  'motorbike',
  'taxi',
  'bus',
  'coach',
  'rail_national',
  'rail_international',
  'tram',
  'underground',
  'ferry_foot',
  'ferry_car',
  'flight_domestic',
  'flight_short_haul',
  'flight_long_haul',
] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

/**
 * People one vehicle carries, the driver included, for the modes whose factor is per vehicle-km
 * (cars and motorbikes): a party of `passengers` needs ceil(passengers / seats) vehicles, and the
 * factor counts once per vehicle (the DESNZ factors: "per vehicle-km, divide by the occupants").
 */
export const VEHICLE_SEATS = { motorbike: 2, car: 5 } as const;

/** Seats of one vehicle of `mode` (cars: every `car_*` mode). */
export const vehicleSeats = (mode: TravelMode): number =>
  mode === 'motorbike' ? VEHICLE_SEATS.motorbike : VEHICLE_SEATS.car;

export const TRIP_SORTS = ['startDate', 'distance', 'co2e', 'price'] as const;
export type TripSort = (typeof TRIP_SORTS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const TRAVEL_LIMITS = {
  pageSizeMax: 100,
  pageSizeDefault: 10,
  titleMax: 200,
  placeMax: 120,
  searchMax: 200,
  distanceKmMax: 50_000,
  passengersMax: 1000,
  priceMax: 10_000_000,
  ratingMax: 5,
  listMax: 20,
  listItemMax: 100,
} as const;
