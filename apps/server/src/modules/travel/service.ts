import type {
  EmissionFactor,
  Trip,
  TripBody,
  TripListQuery,
  TripListResponse,
} from '@keeling/contract';
import type { Db } from '../../db/client';
import type { Cache } from '../../lib/cache';
import { tripNotFound } from './errors';
import { roundKg } from './footprint';
import { createTravelRepository } from './repository';
import { toFactors, toTrip } from './serialize';

/** The factors change only when the seed syncs them: read once, kept until invalidated. */
export const FACTOR_TOPICS = ['emission_factors'];

export interface TravelService {
  factors(): Promise<EmissionFactor[]>;
  list(query: TripListQuery): Promise<TripListResponse>;
  get(id: string): Promise<Trip>;
  /** `createdBy`: the signed-in author (null for none). */
  create(values: TripBody, createdBy: string | null): Promise<Trip>;
  update(id: string, values: TripBody): Promise<Trip>;
  remove(id: string): Promise<void>;
}

export interface TravelServiceDeps {
  db: Db;
  cache: Cache;
}

export function createTravelService({ db, cache }: TravelServiceDeps): TravelService {
  const repo = createTravelRepository(db);
  const factorCache = cache.map<'all', EmissionFactor[]>(FACTOR_TOPICS, 1);
  const factors = () => factorCache.get('all', async () => toFactors(await repo.listFactors()));

  async function get(id: string): Promise<Trip> {
    const [row, all] = await Promise.all([repo.findById(id), factors()]);
    if (!row) throw tripNotFound();
    return toTrip(row, all);
  }

  return {
    factors,

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
      const row = await repo.insert({ ...values, createdBy });
      await cache.invalidate('trips');
      return get(row.id);
    },

    async update(id, values) {
      const row = await repo.update(id, values);
      if (!row) throw tripNotFound();
      await cache.invalidate('trips');
      return get(id);
    },

    async remove(id) {
      if (!(await repo.remove(id))) throw tripNotFound();
      await cache.invalidate('trips');
    },
  };
}
