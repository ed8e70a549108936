import type { TripQuery } from './get-trips';

/** One key tree for travel, so a write can refresh every list (and its totals) at once. */
export const travelKeys = {
  all: ['travel'] as const,
  trips: () => [...travelKeys.all, 'trips'] as const,
  tripList: (query: TripQuery) => [...travelKeys.trips(), query] as const,
  factors: () => [...travelKeys.all, 'emission-factors'] as const,
};
