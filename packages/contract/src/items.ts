import { z } from 'zod/mini';

// Keeling items (issues 31–33): a kanban card, a calendar event and a chat message may point to
// a data set, a chart, a dashboard, a trip, an article or a card. One search finds the items the
// signed-in person may see; one read gives an item's title and the key its page opens it by.

export const ITEM_TYPES = [
  'dataset',
  'chart',
  'dashboard',
  'trip',
  'article',
  'kanban-card',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const ITEM_LIMITS = {
  queryMax: 100,
  /** The most items one search answers. */
  results: 20,
} as const;

/** What a link stores: the kind and the id of the item it points to. */
export const itemRefSchema = z.object({
  type: z.enum(ITEM_TYPES),
  id: z.uuid('Must be a valid id'),
});
export type ItemRef = z.infer<typeof itemRefSchema>;

/**
 * An item as a link shows it: its title, and `route`, the key its page opens it by (a
 * dashboard's or an article's slug, a card's board, the id for the others).
 */
export const itemSummarySchema = z.object({
  type: z.enum(ITEM_TYPES),
  id: z.string(),
  title: z.string(),
  route: z.string(),
});
export type ItemSummary = z.infer<typeof itemSummarySchema>;

export const itemSearchQuerySchema = z.object({
  q: z._default(z.string().check(z.trim(), z.maxLength(ITEM_LIMITS.queryMax)), ''),
  type: z.optional(z.enum(ITEM_TYPES)),
});
export type ItemSearchQuery = z.infer<typeof itemSearchQuerySchema>;

export const itemSearchResponseSchema = z.object({ items: z.array(itemSummarySchema) });
export const itemResponseSchema = z.object({ item: itemSummarySchema });
