import { CABIN_CLASSES, TRAVEL_MODES } from '@keeling/contract/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema-users';

/**
 * DESIGN §4 emission_factors: one per transport mode, kg CO2e per passenger-km (per vehicle-km
 * where `unit` says so), with its source, the source's row id and year. Reference data: the
 * seed keeps it in step with seed/emission-factors.ts on every start.
 */
export const emissionFactors = pgTable('emission_factors', {
  mode: text('mode', { enum: TRAVEL_MODES }).primaryKey(),
  variant: text('variant').notNull(),
  kgCo2ePerPkm: numeric('kg_co2e_per_pkm', { precision: 12, scale: 6, mode: 'number' }).notNull(),
  unit: text('unit').notNull(),
  source: text('source').notNull(),
  sourceId: text('source_id').notNull(),
  year: integer('year').notNull(),
  notes: text('notes').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type EmissionFactorRow = typeof emissionFactors.$inferSelect;

/**
 * A flight's factors by cabin class and radiative forcing (issue 30, item 10): `cabin_class` ''
 * for a haul whose factor is for every passenger (domestic). Reference data, as emission_factors.
 */
export const flightFactors = pgTable(
  'flight_factors',
  {
    mode: text('mode', { enum: TRAVEL_MODES })
      .notNull()
      .references(() => emissionFactors.mode),
    cabinClass: text('cabin_class', { enum: ['', ...CABIN_CLASSES] }).notNull(),
    radiativeForcing: boolean('radiative_forcing').notNull(),
    kgCo2ePerPkm: numeric('kg_co2e_per_pkm', { precision: 12, scale: 6, mode: 'number' }).notNull(),
    variant: text('variant').notNull(),
    sourceId: text('source_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mode, t.cabinClass, t.radiativeForcing] })],
);

export type FlightFactorRow = typeof flightFactors.$inferSelect;

/** DESIGN §4 trips. A trip's footprint is computed from its mode's factor when read. */
export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    title: text('title').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    distanceKm: numeric('distance_km', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    mode: text('mode', { enum: TRAVEL_MODES })
      .notNull()
      .references(() => emissionFactors.mode),
    passengers: integer('passengers').notNull().default(1),
    /** A flight's cabin class; null where the mode has none. */
    cabinClass: text('cabin_class', { enum: CABIN_CLASSES }),
    radiativeForcing: boolean('radiative_forcing').notNull().default(true),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    priceSale: numeric('price_sale', { precision: 12, scale: 2, mode: 'number' }),
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
    guides: text('guides').array().notNull().default(sql`'{}'::text[]`),
    bookers: text('bookers').array().notNull().default(sql`'{}'::text[]`),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('trips_start_date_idx').on(t.startDate.desc(), t.id.desc()),
    index('trips_mode_idx').on(t.mode),
    check('trips_distance_check', sql`${t.distanceKm} > 0`),
    check('trips_passengers_check', sql`${t.passengers} >= 1`),
    check('trips_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('trips_rating_check', sql`${t.rating} between 0 and 5`),
  ],
);

export type TripRow = typeof trips.$inferSelect;
export type NewTripRow = typeof trips.$inferInsert;
