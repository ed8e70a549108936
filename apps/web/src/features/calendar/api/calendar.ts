import {
  API,
  apiPath,
  type CalendarEventCreate,
  type CalendarEventUpdate,
  type CalendarScope,
  calendarEventResponseSchema,
  calendarListResponseSchema,
  calendarMembersResponseSchema,
  calendarOccurrencesResponseSchema,
  calendarOverlaysResponseSchema,
  okResponseSchema,
} from '@keeling/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { deleteJson, getJson, patchJson, postJson, putJson } from '../../../lib/http';

/** One key tree: a live event or a save refetches every range shown. */
export const calendarKeys = {
  all: ['calendar'] as const,
  calendars: () => [...calendarKeys.all, 'calendars'] as const,
  occurrences: (from: string, to: string) =>
    [...calendarKeys.all, 'occurrences', from, to] as const,
};

export function useCalendars() {
  return useQuery(
    queryOptions({
      queryKey: calendarKeys.calendars(),
      queryFn: ({ signal }) =>
        getJson(API.calendar.calendars, calendarListResponseSchema, { signal }),
    }),
  );
}

/** The occurrences of every visible calendar in [from, to); hidden ones are filtered in the page. */
export function useOccurrences(range: { from: string; to: string } | null) {
  return useQuery(
    queryOptions({
      queryKey: calendarKeys.occurrences(range?.from ?? '', range?.to ?? ''),
      queryFn: ({ signal }) =>
        getJson(API.calendar.occurrences, calendarOccurrencesResponseSchema, {
          signal,
          query: { from: range?.from ?? '', to: range?.to ?? '' },
        }),
      enabled: range !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

/** The active members one may invite. */
export function useMembers(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...calendarKeys.all, 'members'] as const,
      queryFn: ({ signal }) =>
        getJson(API.calendar.members, calendarMembersResponseSchema, { signal }),
      enabled,
      staleTime: 60_000,
    }),
  );
}

/** Trips and data-set refreshes in [from, to): read-only, shown or hidden by the page. */
export function useOverlays(range: { from: string; to: string } | null) {
  return useQuery(
    queryOptions({
      queryKey: [...calendarKeys.all, 'overlays', range?.from ?? '', range?.to ?? ''] as const,
      queryFn: ({ signal }) =>
        getJson(API.calendar.overlays, calendarOverlaysResponseSchema, {
          signal,
          query: { from: range?.from ?? '', to: range?.to ?? '' },
        }),
      enabled: range !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

function useRefetchAfter<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

export const useCreateEvent = () =>
  useRefetchAfter((body: CalendarEventCreate) =>
    postJson(API.calendar.events, body, calendarEventResponseSchema),
  );

export const useUpdateEvent = () =>
  useRefetchAfter(({ id, ...body }: CalendarEventUpdate & { id: string }) =>
    patchJson(apiPath(API.calendar.event, { id }), body, calendarEventResponseSchema),
  );

export const useDeleteEvent = () =>
  useRefetchAfter(
    ({
      id,
      ...query
    }: {
      id: string;
      version: number;
      scope: CalendarScope;
      occurrenceStart?: string;
    }) => deleteJson(apiPath(API.calendar.event, { id }), okResponseSchema, { query }),
  );

export const useAnswerEvent = () =>
  useRefetchAfter(({ id, answer }: { id: string; answer: 'yes' | 'no' | 'maybe' }) =>
    putJson(apiPath(API.calendar.answer, { id }), { answer }, calendarEventResponseSchema),
  );
