import { type Airport, API, airportListResponseSchema } from '@keeling/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { travelKeys } from './query-keys';

/** GET /api/travel/airports: the airports a search names (OurAirports' list, on the server). */
export function useAirports(search: string) {
  return useQuery({
    queryKey: travelKeys.airports(search),
    queryFn: async ({ signal }): Promise<Airport[]> =>
      (await getJson(API.travel.airports, airportListResponseSchema, { query: { search }, signal }))
        .items,
    enabled: search.trim() !== '',
    placeholderData: keepPreviousData,
    // the list changes with a new release of the app
    staleTime: Number.POSITIVE_INFINITY,
  });
}
