import {
  API,
  apiPath,
  type Trip,
  type TripFormValues,
  tripResponseSchema,
} from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson, putJson } from '../../../lib/http';
import { travelKeys } from './query-keys';

export interface SaveTripInput {
  /** Absent: a new trip. */
  id?: string;
  values: TripFormValues;
}

/** POST /api/travel/trips (new) or PUT /api/travel/trips/:id (the whole trip), editor+. */
export async function saveTrip({ id, values }: SaveTripInput): Promise<Trip> {
  const { trip } = id
    ? await putJson(apiPath(API.travel.trip, { id }), values, tripResponseSchema)
    : await postJson(API.travel.trips, values, tripResponseSchema);
  return trip;
}

export function useSaveTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTrip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: travelKeys.trips() }),
  });
}
