import { z } from 'zod/mini';
import {
  CABIN_CLASSES,
  cabinsOf,
  SORT_ORDERS,
  TRAVEL_LIMITS,
  TRAVEL_MODES,
  TRIP_SORTS,
} from './travel-constants';
import { unknownKeys } from './unknown-keys';

export * from './travel-constants';

// Trips and their footprint. A trip's `co2eKg` is distance × passengers × the factor of its mode
// (kg CO2e per passenger-km); car and motorbike factors are per vehicle-km (the factor's `unit`)
// and count once per vehicle the passengers fill (VEHICLE_SEATS). `comparison` gives the same
// arithmetic for every mode plausible for the trip's distance (MODE_DISTANCE_KM) and for the
// trip's own mode, in the order of TRAVEL_MODES.

const int = z.int();
const isoDate = z.iso.date('Must be a date (YYYY-MM-DD)');
const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number, label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

export const travelModeSchema = z.enum(TRAVEL_MODES);

export const cabinClassSchema = z.enum(CABIN_CLASSES);

/** One of a flight's factors: by cabin class (none: every passenger) and with or without RF. */
export const flightFactorSchema = z.object({
  cabinClass: z.nullable(cabinClassSchema),
  /** Whether it includes the radiative forcing uplift (DESNZ recommends it). */
  radiativeForcing: z.boolean(),
  kgCo2ePerPkm: z.number(),
  /** The source's own wording of the row, e.g. `Business class, With RF`. */
  variant: z.string(),
  sourceId: z.string(),
});
export type FlightFactor = z.infer<typeof flightFactorSchema>;

export const emissionFactorSchema = z.object({
  mode: travelModeSchema,
  /** The source's own wording of the row, e.g. `Average car, Petrol`. */
  variant: z.string(),
  kgCo2ePerPkm: z.number(),
  /** `passenger.km` or `vehicle.km`, as the source gives it. */
  unit: z.string(),
  source: z.string(),
  /** The source's row id. */
  sourceId: z.string(),
  year: int,
  notes: z.string(),
  /** A flight's factors by cabin class and radiative forcing (empty for other modes). */
  flights: z.array(flightFactorSchema),
});
export type EmissionFactor = z.infer<typeof emissionFactorSchema>;

export const emissionFactorsResponseSchema = z.object({ items: z.array(emissionFactorSchema) });
export type EmissionFactorsResponse = z.infer<typeof emissionFactorsResponseSchema>;

export const modeFootprintSchema = z.object({ mode: travelModeSchema, co2eKg: z.number() });
export type ModeFootprint = z.infer<typeof modeFootprintSchema>;

export const tripSchema = z.object({
  id: z.string(),
  title: z.string(),
  origin: z.string(),
  destination: z.string(),
  distanceKm: z.number(),
  mode: travelModeSchema,
  passengers: int,
  /** A flight's cabin class (null: the mode has no classes). */
  cabinClass: z.nullable(cabinClassSchema),
  /** Whether a flight counts the radiative forcing uplift (true by default, as DESNZ advises). */
  radiativeForcing: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  price: z.nullable(z.number()),
  priceSale: z.nullable(z.number()),
  services: z.array(z.string()),
  guides: z.array(z.string()),
  bookers: z.array(z.string()),
  rating: z.nullable(z.number()),
  /** The mode's factor, kg CO2e per passenger-km. */
  factor: z.number(),
  co2eKg: z.number(),
  comparison: z.array(modeFootprintSchema),
  /** null when the author's account was deleted. */
  createdBy: z.nullable(z.object({ id: z.string(), displayName: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Trip = z.infer<typeof tripSchema>;

export const tripListQuerySchema = z
  .object({
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
    size: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(TRAVEL_LIMITS.pageSizeMax)),
      TRAVEL_LIMITS.pageSizeDefault,
    ),
    mode: z.optional(travelModeSchema),
    /** Trips starting on or after this day. */
    from: z.optional(isoDate),
    /** Trips starting on or before this day. */
    to: z.optional(isoDate),
    /** Part of the destination, any case. */
    destination: z.optional(trimmed(TRAVEL_LIMITS.placeMax)),
    /** Part of the title, origin or destination, any case. */
    search: z.optional(trimmed(TRAVEL_LIMITS.searchMax)),
    sort: z._default(z.enum(TRIP_SORTS), 'startDate'),
    order: z._default(z.enum(SORT_ORDERS), 'desc'),
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, {
      path: ['to'],
      message: 'The end of the range must not be before its start',
    }),
  );
export type TripListQuery = z.infer<typeof tripListQuerySchema>;
export type TripListQueryInput = z.input<typeof tripListQuerySchema>;

/** Totals of every trip matching the filters (all pages). */
export const tripTotalsSchema = z.object({
  trips: int,
  distanceKm: z.number(),
  co2eKg: z.number(),
});
export type TripTotals = z.infer<typeof tripTotalsSchema>;

export const tripListResponseSchema = z.object({
  items: z.array(tripSchema),
  total: int,
  page: int,
  size: int,
  totals: tripTotalsSchema,
});
export type TripListResponse = z.infer<typeof tripListResponseSchema>;

export const tripResponseSchema = z.object({ trip: tripSchema });
export type TripResponse = z.infer<typeof tripResponseSchema>;

/** An airport of OurAirports' list (public domain): its IATA code, name, city, country, place. */
export const airportSchema = z.object({
  iata: z.string(),
  name: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Airport = z.infer<typeof airportSchema>;

/** Airports whose IATA code, name or city holds the search (any case, any accents). */
export const airportSearchQuerySchema = z.object({
  search: z.string().check(z.trim(), z.minLength(1), z.maxLength(TRAVEL_LIMITS.airportSearchMax)),
});
export const airportListResponseSchema = z.object({ items: z.array(airportSchema) });
export type AirportListResponse = z.infer<typeof airportListResponseSchema>;

export const tripIdParamsSchema = z.object({ id: z.uuid('Must be a valid id') });

const nameList = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(TRAVEL_LIMITS.listItemMax)))
  .check(z.maxLength(TRAVEL_LIMITS.listMax));
const money = z.nullable(z.number().check(z.minimum(0), z.maximum(TRAVEL_LIMITS.priceMax)));

/** What a person edits of a trip, each rule written once: the form's schema and the body's. */
const tripFields = {
  title: required(TRAVEL_LIMITS.titleMax, 'Title'),
  origin: required(TRAVEL_LIMITS.placeMax, 'Origin'),
  destination: required(TRAVEL_LIMITS.placeMax, 'Destination'),
  distanceKm: z
    .number()
    .check(
      z.gt(0, 'Distance must be more than 0'),
      z.maximum(
        TRAVEL_LIMITS.distanceKmMax,
        `Distance must be at most ${TRAVEL_LIMITS.distanceKmMax} km`,
      ),
    ),
  mode: travelModeSchema,
  passengers: z
    .int('Passengers must be a whole number')
    .check(z.minimum(1), z.maximum(TRAVEL_LIMITS.passengersMax)),
  cabinClass: z.nullable(cabinClassSchema),
  radiativeForcing: z.boolean(),
  startDate: isoDate,
  endDate: isoDate,
  price: money,
  priceSale: money,
  services: nameList,
  guides: nameList,
  bookers: nameList,
  rating: z.nullable(z.number().check(z.minimum(0), z.maximum(TRAVEL_LIMITS.ratingMax))),
};

const endsAfterStart = () =>
  z.refine<{ startDate: string; endDate: string }>((t) => t.endDate >= t.startDate, {
    path: ['endDate'],
    message: 'The trip must not end before it starts',
  });

/** A cabin class only on a flight that has it (DESNZ gives no first class on a short haul). */
const cabinOffered = () =>
  z.refine<{ mode: (typeof TRAVEL_MODES)[number]; cabinClass: string | null }>(
    (t) => t.cabinClass === null || cabinsOf(t.mode).some((cabin) => cabin === t.cabinClass),
    { path: ['cabinClass'], message: 'This mode has no factor for this cabin class' },
  );

export const tripFormSchema = z
  .strictObject(tripFields, { error: unknownKeys })
  .check(endsAfterStart(), cabinOffered());
export type TripFormValues = z.infer<typeof tripFormSchema>;

/**
 * The body of POST and PUT (the whole trip): the form's fields, the optional ones defaulting
 * when omitted (no price, no rating, empty lists), so a field added later breaks no client.
 */
export const tripBodySchema = z
  .strictObject(
    {
      ...tripFields,
      price: z._default(tripFields.price, null),
      priceSale: z._default(tripFields.priceSale, null),
      services: z._default(tripFields.services, []),
      guides: z._default(tripFields.guides, []),
      bookers: z._default(tripFields.bookers, []),
      rating: z._default(tripFields.rating, null),
      cabinClass: z._default(tripFields.cabinClass, null),
      radiativeForcing: z._default(tripFields.radiativeForcing, true),
    },
    { error: unknownKeys },
  )
  .check(endsAfterStart(), cabinOffered());
export type TripBody = z.infer<typeof tripBodySchema>;
export type TripBodyInput = z.input<typeof tripBodySchema>;
