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

/** The flights: their factor depends on the cabin class and the radiative forcing uplift. */
export const FLIGHT_MODES = ['flight_domestic', 'flight_short_haul', 'flight_long_haul'] as const;
export type FlightMode = (typeof FLIGHT_MODES)[number];
export const isFlight = (mode: TravelMode): mode is FlightMode =>
  (FLIGHT_MODES as readonly TravelMode[]).includes(mode);

export const CABIN_CLASSES = ['economy', 'premium_economy', 'business', 'first'] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];

/**
 * The cabin classes DESNZ's 2025 factors distinguish, by haul: a domestic flight has one factor
 * for every passenger, a short-haul flight economy and business, a long-haul flight all four.
 */
export const FLIGHT_CABINS: Record<FlightMode, readonly CabinClass[]> = {
  flight_domestic: [],
  flight_short_haul: ['economy', 'business'],
  flight_long_haul: ['economy', 'premium_economy', 'business', 'first'],
};

/** The classes a trip by `mode` can choose from (none for a mode that is no flight). */
export const cabinsOf = (mode: TravelMode): readonly CabinClass[] =>
  isFlight(mode) ? FLIGHT_CABINS[mode] : [];

/**
 * The cabin a trip's footprint counts: none where the mode has no classes, else the trip's own
 * when the mode offers it, else economy (a business trip's short-haul comparison flies business;
 * its domestic one has no classes).
 */
export function cabinOf(mode: TravelMode, cabin: CabinClass | null | undefined): CabinClass | null {
  const offered = cabinsOf(mode);
  if (offered.length === 0) return null;
  return cabin && offered.includes(cabin) ? cabin : 'economy';
}

/**
 * A flight's distance from its airports: the great-circle distance plus 8 %, the uplift DESNZ
 * recommends for the extra distance flown (routes not straight, stacking, delays).
 */
export const FLIGHT_DISTANCE_UPLIFT = 0.08;
/** The Earth's mean radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The great-circle distance between two points, km (the haversine formula). */
export function greatCircleKm(a: Coordinates, b: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A flight's distance between two airports, km: great circle plus DESNZ's 8 %. */
export const flightDistanceKm = (from: Coordinates, to: Coordinates) =>
  greatCircleKm(from, to) * (1 + FLIGHT_DISTANCE_UPLIFT);

/**
 * The distances, in km, a trip by each mode plausibly covers: the mode comparison lists only the
 * modes whose range holds the trip's distance (and the trip's own mode, whatever its distance).
 * Flights follow DESNZ's guidance on haul (domestic within the UK; short haul up to 3,700 km,
 * long haul beyond); local modes stay within a city or a region; road, rail and sea modes within
 * a continent's journeys. No upper bound: `max` left out.
 */
export const MODE_DISTANCE_KM: Record<TravelMode, { min: number; max?: number }> = {
  car_petrol: { min: 0, max: 2000 },
  car_diesel: { min: 0, max: 2000 },
  car_hybrid: { min: 0, max: 2000 },
  car_electric: { min: 0, max: 2000 },
  motorbike: { min: 0, max: 1500 },
  taxi: { min: 0, max: 150 },
  bus: { min: 0, max: 150 },
  coach: { min: 0, max: 2500 },
  rail_national: { min: 0, max: 1500 },
  rail_international: { min: 0, max: 3000 },
  tram: { min: 0, max: 50 },
  underground: { min: 0, max: 60 },
  ferry_foot: { min: 0, max: 1500 },
  ferry_car: { min: 0, max: 1500 },
  flight_domestic: { min: 100, max: 1200 },
  flight_short_haul: { min: 200, max: 3700 },
  flight_long_haul: { min: 3700 },
};

/** Whether a trip of `distanceKm` by `mode` is plausible (MODE_DISTANCE_KM, both ends included). */
export function isPlausibleMode(mode: TravelMode, distanceKm: number): boolean {
  const { min, max = Number.POSITIVE_INFINITY } = MODE_DISTANCE_KM[mode];
  return distanceKm >= min && distanceKm <= max;
}

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
  airportSearchMax: 60,
  airportResults: 10,
} as const;
