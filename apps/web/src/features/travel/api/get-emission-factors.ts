import { API, type EmissionFactor, emissionFactorsResponseSchema } from '@keeling/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { travelKeys } from './query-keys';

/** GET /api/travel/emission-factors: each mode's factor with its source, year and unit. */
export async function getEmissionFactors(signal?: AbortSignal): Promise<EmissionFactor[]> {
  const { items } = await getJson(API.travel.emissionFactors, emissionFactorsResponseSchema, {
    signal,
  });
  return items;
}

export const emissionFactorsQueryOptions = () =>
  queryOptions({
    queryKey: travelKeys.factors(),
    queryFn: ({ signal }) => getEmissionFactors(signal),
    // the factors change with a new edition of the source, not while the page is open
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useEmissionFactors() {
  return useQuery(emissionFactorsQueryOptions());
}
