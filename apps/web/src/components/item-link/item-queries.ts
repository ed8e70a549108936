import {
  API,
  apiPath,
  type ItemRef,
  type ItemSummary,
  type ItemType,
  itemResponseSchema,
  itemSearchResponseSchema,
} from '@keeling/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, isHttpError } from '../../lib/http';

export const itemKeys = {
  all: ['items'] as const,
  search: (q: string, type: ItemType | undefined) => [...itemKeys.all, 'search', q, type] as const,
  one: (ref: ItemRef) => [...itemKeys.all, 'one', ref.type, ref.id] as const,
};

/** GET /api/items: what the signed-in person may link to, whose title holds `q`. */
export function useItemSearch(q: string, type?: ItemType, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: itemKeys.search(q, type),
      queryFn: ({ signal }) =>
        getJson(API.items.search, itemSearchResponseSchema, { signal, query: { q, type } }),
      select: (data) => data.items,
      enabled,
      staleTime: 30_000,
    }),
  );
}

/**
 * One linked item's summary; `null` once it is gone or hidden from this person (a 404), so a
 * link to it says so instead of failing.
 */
export function useItem(ref: ItemRef | null) {
  return useQuery(
    queryOptions({
      queryKey: ref ? itemKeys.one(ref) : [...itemKeys.all, 'none'],
      queryFn: async ({ signal }): Promise<ItemSummary | null> => {
        if (!ref) return null;
        try {
          const path = apiPath(API.items.one, { type: ref.type, id: ref.id });
          return (await getJson(path, itemResponseSchema, { signal })).item;
        } catch (error) {
          if (isHttpError(error) && error.status === 404) return null;
          throw error;
        }
      },
      enabled: ref !== null,
      staleTime: 60_000,
    }),
  );
}
