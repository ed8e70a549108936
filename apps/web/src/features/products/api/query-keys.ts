import type { ProductListQuery } from '@keeling/contract';

/** The list request: what the URL holds (the API defaults the rest). */
export type ProductQuery = Partial<ProductListQuery>;

/** One key tree for products, so a write can refresh every list at once. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductQuery) => [...productKeys.lists(), query] as const,
  details: (id: string) => [...productKeys.all, 'details', id] as const,
};
