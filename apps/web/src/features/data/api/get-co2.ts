import { API, type Co2Summary, co2ResponseSchema } from '@keeling/contract';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** GET /api/dashboard/co2: the CO2 project page's headline figures and the Keeling curve. */
export async function getCo2(signal?: AbortSignal): Promise<Co2Summary> {
  return (await getJson(API.co2, co2ResponseSchema, { signal })).co2;
}

export const co2QueryOptions = () =>
  queryOptions({ queryKey: dataKeys.co2(), queryFn: ({ signal }) => getCo2(signal) });
