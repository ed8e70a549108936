import { API, type KanbanMyCard, kanbanMyCardsResponseSchema } from '@keeling/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';

/** How far ahead "due soon" looks, in days (overdue cards always show). */
export const DUE_SOON_DAYS = 7;

/** `YYYY-MM-DD` of the user's day `days` after `from`. */
export function dayAfter(from: Date, days: number): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** GET /api/kanban/my-cards?until=: the signed-in member's open cards due within a week. */
export function useMyCardsDueSoon() {
  const until = dayAfter(new Date(), DUE_SOON_DAYS);
  return useQuery({
    queryKey: ['overview', 'my-cards', until],
    queryFn: async ({ signal }): Promise<KanbanMyCard[]> =>
      (await getJson(API.kanban.myCards, kanbanMyCardsResponseSchema, { query: { until }, signal }))
        .items,
  });
}
