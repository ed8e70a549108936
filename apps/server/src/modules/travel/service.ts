import {
  type Airport,
  cabinOf,
  type EmissionFactor,
  type Role,
  type Trip,
  type TripBody,
  type TripListQuery,
  type TripListResponse,
} from '@keeling/contract';
import type { Db } from '../../db/client';
import type { Cache } from '../../lib/cache';
import { searchAirports } from './airports';
import { notOwnTrip, tripNotFound } from './errors';
import { roundKg } from './footprint';
import { createTravelRepository } from './repository';
import { toFactors, toTrip } from './serialize';

/** The factors change only when the seed syncs them: read once, kept until invalidated. */
export const FACTOR_TOPICS = ['emission_factors'];

export interface TravelService {
  factors(): Promise<EmissionFactor[]>;
  /** OurAirports' airports a search names (code, name or city). */
  airports(search: string): Airport[];
  list(query: TripListQuery): Promise<TripListResponse>;
  get(id: string): Promise<Trip>;
  /** `createdBy`: the signed-in author (null for none). */
  create(values: TripBody, createdBy: string | null): Promise<Trip>;
  update(id: string, values: TripBody, actor: Actor): Promise<Trip>;
  remove(id: string, actor: Actor): Promise<void>;
}

/** Who asks for a write: every member changes their own trips, editors and admins anyone's. */
export interface Actor {
  id: string;
  role: Role;
}

/** The cabin class kept: none for a mode without classes, economy for a flight that names none. */
const withCabin = (values: TripBody): TripBody => ({
  ...values,
  cabinClass: cabinOf(values.mode, values.cabinClass),
});

/** The author a write is limited to: none for editors and admins, the viewer themself. */
const ownerOf = (actor: Actor) => (actor.role === 'viewer' ? actor.id : undefined);

export interface TravelServiceDeps {
  db: Db;
  cache: Cache;
}

export function createTravelService({ db, cache }: TravelServiceDeps): TravelService {
  const repo = createTravelRepository(db);
  const factorCache = cache.map<'all', EmissionFactor[]>(FACTOR_TOPICS, 1);
  const factors = () =>
    factorCache.get('all', async () => {
      const [rows, flights] = await Promise.all([repo.listFactors(), repo.listFlightFactors()]);
      return toFactors(rows, flights);
    });

  async function get(id: string): Promise<Trip> {
    const [row, all] = await Promise.all([repo.findById(id), factors()]);
    if (!row) throw tripNotFound();
    return toTrip(row, all);
  }

  /** Why a write limited to its author changed nothing: the trip is gone, or someone else's. */
  const refusal = async (id: string) => ((await repo.findById(id)) ? notOwnTrip() : tripNotFound());

  return {
    factors,
    airports: searchAirports,

    async list(query) {
      const [rows, totals, all] = await Promise.all([
        repo.list(query),
        repo.totals(query),
        factors(),
      ]);
      return {
        items: rows.map((row) => toTrip(row, all)),
        total: totals.trips,
        page: query.page,
        size: query.size,
        totals: { ...totals, co2eKg: roundKg(totals.co2eKg) },
      };
    },

    get,

    async create(values, createdBy) {
      const row = await repo.insert({ ...withCabin(values), createdBy });
      await cache.invalidate('trips');
      return get(row.id);
    },

    async update(id, values, actor) {
      const row = await repo.update(id, withCabin(values), ownerOf(actor));
      if (!row) throw await refusal(id);
      await cache.invalidate('trips');
      return get(id);
    },

    async remove(id, actor) {
      if (!(await repo.remove(id, ownerOf(actor)))) throw await refusal(id);
      await cache.invalidate('trips');
    },
  };
}
