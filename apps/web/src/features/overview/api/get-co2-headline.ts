import { API, type Co2Summary, co2ResponseSchema } from '@keeling/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';

/** GET /api/dashboard/co2: the CO2 headline figures for the front page. */
export async function getCo2Headline(signal?: AbortSignal): Promise<Co2Summary> {
  return (await getJson(API.co2, co2ResponseSchema, { signal })).co2;
}

export function useCo2Headline() {
  return useQuery({
    queryKey: ['overview', 'co2'],
    queryFn: ({ signal }) => getCo2Headline(signal),
  });
}
