import { API, type CalendarOccurrence, calendarOccurrencesResponseSchema } from '@keeling/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';

/** How many of the coming occurrences the front page lists. */
export const NEXT_WEEK_ITEMS = 6;

/** The occurrences of the seven days from the start of `today` (local), in start order. */
export async function getNextWeek(
  today: Date,
  signal?: AbortSignal,
): Promise<CalendarOccurrence[]> {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const to = new Date(from.getFullYear(), from.getMonth(), from.getDate() + 7);
  const query = { from: from.toISOString(), to: to.toISOString() };
  const { items } = await getJson(API.calendar.occurrences, calendarOccurrencesResponseSchema, {
    query,
    signal,
  });
  return items.slice(0, NEXT_WEEK_ITEMS);
}

export function useNextWeek() {
  return useQuery({
    // the calendar's key tree: a change saved there refreshes this card too
    queryKey: ['calendar', 'next-week'],
    queryFn: ({ signal }) => getNextWeek(new Date(), signal),
  });
}
