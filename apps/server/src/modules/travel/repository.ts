import { type TripListQuery, VEHICLE_SEATS } from '@keeling/contract';
import { and, asc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type EmissionFactorRow,
  emissionFactors,
  type FlightFactorRow,
  flightFactors,
  type NewTripRow,
  type TripRow,
  trips,
  users,
} from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { PER_VEHICLE_UNIT } from './footprint';

export type TripFilter = Pick<TripListQuery, 'mode' | 'from' | 'to' | 'destination' | 'search'>;

export interface TripWithAuthor {
  trip: TripRow;
  author: {
    id: string;
    displayName: string;
    firstName: string;
    lastName: string;
    email: string;
  } | null;
}

/** Seats of the trip's vehicle (footprint.ts `factorCount`, contract `vehicleSeats`). */
const seats = sql`(case when ${trips.mode} = 'motorbike' then ${VEHICLE_SEATS.motorbike}::int else ${VEHICLE_SEATS.car}::int end)`;
/** How many times the trip counts its factor: passengers, or the vehicles they fill. */
const factorCount = sql`(case when ${emissionFactors.unit} = ${PER_VEHICLE_UNIT} then ceil(${trips.passengers}::numeric / ${seats}) else ${trips.passengers} end)`;
/** The factor a trip counts: a flight's by its cabin class and radiative forcing, else its mode's. */
const factor = sql`coalesce(${flightFactors.kgCo2ePerPkm}, ${emissionFactors.kgCo2ePerPkm})`;
/** kg CO2e of a trip row joined with its factors, computed by PostgreSQL (as footprint.ts does). */
const co2e = sql`(${trips.distanceKm} * ${factorCount} * ${factor})`;

/** A flight's own factor: its mode, cabin ('' for none) and radiative forcing. */
const flightFactorOfTrip = and(
  eq(flightFactors.mode, trips.mode),
  eq(flightFactors.cabinClass, sql`coalesce(${trips.cabinClass}, '')`),
  eq(flightFactors.radiativeForcing, trips.radiativeForcing),
);

const SORT_EXPRESSIONS: Record<TripListQuery['sort'], SQL> = {
  startDate: sql`${trips.startDate}`,
  distance: sql`${trips.distanceKm}`,
  co2e,
  price: sql`${trips.price}`,
};

function whereOf(filter: TripFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.mode) conditions.push(eq(trips.mode, filter.mode));
  if (filter.from) conditions.push(gte(trips.startDate, filter.from));
  if (filter.to) conditions.push(lte(trips.startDate, filter.to));
  if (filter.destination)
    conditions.push(ilike(trips.destination, containsPattern(filter.destination)));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(trips.title, pattern),
        ilike(trips.origin, pattern),
        ilike(trips.destination, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** One trip, and when `owner` is given only if that user recorded it. */
const byIdAndOwner = (id: string, owner?: string) =>
  and(eq(trips.id, id), owner === undefined ? undefined : eq(trips.createdBy, owner));

const authorColumns = {
  id: users.id,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** Queries on trips and emission_factors. */
export function createTravelRepository(db: Db) {
  const selectTrips = () =>
    db
      .select({ trip: trips, author: authorColumns })
      .from(trips)
      .innerJoin(emissionFactors, eq(emissionFactors.mode, trips.mode))
      .leftJoin(flightFactors, flightFactorOfTrip)
      .leftJoin(users, eq(users.id, trips.createdBy));

  return {
    listFactors(): Promise<EmissionFactorRow[]> {
      return db.select().from(emissionFactors).orderBy(asc(emissionFactors.mode));
    },

    listFlightFactors(): Promise<FlightFactorRow[]> {
      return db.select().from(flightFactors).orderBy(asc(flightFactors.sourceId));
    },

    list(query: TripListQuery): Promise<TripWithAuthor[]> {
      const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
      return selectTrips()
        .where(whereOf(query))
        .orderBy(
          sql`${SORT_EXPRESSIONS[query.sort]} ${direction} nulls last`,
          sql`${trips.id} ${direction}`,
        )
        .limit(query.size)
        .offset((query.page - 1) * query.size);
    },

    /** Every trip matching the filter, all pages: how many, how far, how much CO2e. */
    async totals(filter: TripFilter) {
      const [row] = await db
        .select({
          trips: sql<number>`count(*)::int`,
          distanceKm: sql<number>`coalesce(sum(${trips.distanceKm}), 0)::float8`,
          co2eKg: sql<number>`coalesce(sum(${co2e}), 0)::float8`,
        })
        .from(trips)
        .innerJoin(emissionFactors, eq(emissionFactors.mode, trips.mode))
        .leftJoin(flightFactors, flightFactorOfTrip)
        .where(whereOf(filter));
      return row ?? { trips: 0, distanceKm: 0, co2eKg: 0 };
    },

    async findById(id: string): Promise<TripWithAuthor | undefined> {
      const [row] = await selectTrips().where(eq(trips.id, id)).limit(1);
      return row;
    },

    async insert(values: NewTripRow): Promise<TripRow> {
      const [row] = await db.insert(trips).values(values).returning();
      if (!row) throw new Error('Insert returned no row');
      return row;
    },

    /** `owner`: change the trip only if this user recorded it (undefined: whoever did). */
    async update(
      id: string,
      values: Partial<NewTripRow>,
      owner?: string,
    ): Promise<TripRow | undefined> {
      const [row] = await db
        .update(trips)
        .set({ ...values, updatedAt: new Date() })
        .where(byIdAndOwner(id, owner))
        .returning();
      return row;
    },

    async remove(id: string, owner?: string): Promise<boolean> {
      const rows = await db
        .delete(trips)
        .where(byIdAndOwner(id, owner))
        .returning({ id: trips.id });
      return rows.length > 0;
    },
  };
}

export type TravelRepository = ReturnType<typeof createTravelRepository>;
