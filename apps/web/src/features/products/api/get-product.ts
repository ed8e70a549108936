import { API, type Product, productResponseSchema } from '@keeling/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { productKeys } from './query-keys';

/** GET /api/product/details?productId=: one product with its vintages and documents. */
export async function getProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  const { product } = await getJson(API.product.details, productResponseSchema, {
    query: { productId },
    signal,
  });
  return product;
}

export const productQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: productKeys.details(productId),
    queryFn: ({ signal }) => getProduct(productId, signal),
  });

export function useProduct(productId: string) {
  return useQuery(productQueryOptions(productId));
}
