import { API, type Co2SourcesBody, co2SourcesResponseSchema } from '@keeling/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, putJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** GET /api/dashboard/co2/sources: each part's data set and the ones that fit it (editor+). */
export async function getCo2Sources(signal?: AbortSignal) {
  return (await getJson(API.co2Sources, co2SourcesResponseSchema, { signal })).sources;
}

/** Read afresh when the settings open (a data set imported meanwhile is offered). */
export function useCo2Sources(enabled: boolean) {
  return useQuery({
    queryKey: dataKeys.co2Sources(),
    queryFn: ({ signal }) => getCo2Sources(signal),
    enabled,
    staleTime: 0,
  });
}

/** PUT /api/dashboard/co2/sources: the page's figures are drawn from the new choice. */
export function useSetCo2Sources() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Co2SourcesBody) =>
      (await putJson(API.co2Sources, body, co2SourcesResponseSchema)).sources,
    onSuccess: (sources) => {
      queryClient.setQueryData(dataKeys.co2Sources(), sources);
      void queryClient.invalidateQueries({ queryKey: dataKeys.co2() });
    },
  });
}
