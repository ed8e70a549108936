import type { TripListQuery } from '@keeling/contract';

/** The list request: what the URL holds (the API defaults the rest). */
export type TripQuery = Partial<TripListQuery>;

/** One key tree for travel, so a write can refresh every list (and its totals) at once. */
export const travelKeys = {
  all: ['travel'] as const,
  trips: () => [...travelKeys.all, 'trips'] as const,
  tripList: (query: TripQuery) => [...travelKeys.trips(), query] as const,
  factors: () => [...travelKeys.all, 'emission-factors'] as const,
  airports: (search: string) => [...travelKeys.all, 'airports', search] as const,
};
