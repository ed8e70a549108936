import { API, type ProductListResponse, productListResponseSchema } from '@keeling/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { type ProductQuery, productKeys } from './query-keys';

/** GET /api/product/list: one server page, filtered, searched and sorted by the server. */
export function getProducts(
  query: ProductQuery,
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  return getJson(API.product.list, productListResponseSchema, { query, signal });
}

export const productsQueryOptions = (query: ProductQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductQuery) {
  return useQuery(productsQueryOptions(query));
}
