import { API, type TripListResponse, tripListResponseSchema } from '@keeling/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { type TripQuery, travelKeys } from './query-keys';

/** GET /api/travel/trips: one server page, with the totals of every matching trip. */
export function getTrips(query: TripQuery, signal?: AbortSignal): Promise<TripListResponse> {
  return getJson(API.travel.trips, tripListResponseSchema, { query, signal });
}

export const tripsQueryOptions = (query: TripQuery) =>
  queryOptions({
    queryKey: travelKeys.tripList(query),
    queryFn: ({ signal }) => getTrips(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTrips(query: TripQuery) {
  return useQuery(tripsQueryOptions(query));
}
